import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Writes a screenshot of a main state under e2e/screenshots/ (gitignored). */
export async function snap(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`) });
}

/** axe-core findings of impact serious or critical, one line each. */
export async function seriousViolations(page: Page, include?: string) {
  // MUI's fades (tooltips, menus) still run with reduced motion; measure settled colours.
  await page.waitForTimeout(400);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Sets customizer settings before the app starts (same localStorage entry the customizer writes). */
export async function presetSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((value) => {
    const current = JSON.parse(localStorage.getItem('settings') ?? '{}');
    localStorage.setItem('settings', JSON.stringify({ ...current, ...value }));
  }, settings);
}

/** The app bar (by tag: while a drawer or dialog is open the rest of the page is hidden from the role tree). */
export function header(page: Page) {
  return page.locator('header').first();
}
