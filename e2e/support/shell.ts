import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { RoleId } from '@vitrina/contract';
import type { PathEntry } from '../../apps/web/src/app/paths.ts';

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

const localesEs = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/i18n/locales/es',
);
let spanish: Record<string, unknown> | undefined;

/** A panel text in Spanish by its catalogue key ('store.profile.title'). */
export function spanishText(key: string): string {
  spanish ??= Object.assign(
    {},
    ...readdirSync(localesEs)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(localesEs, f), 'utf8'))),
  );
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], spanish);
  if (typeof text !== 'string') throw new Error(`no Spanish text for ${key}`);
  return text;
}

/**
 * Opens a panel screen as a menu link does: inside the loaded panel, through the router, without
 * reloading the page (the walks over every screen would otherwise load the whole panel again
 * for each one), and waits for the screen's own title, as `role` sees it.
 */
export async function goInPanel(page: Page, url: string, entry: PathEntry, role: RoleId) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  const title = spanishText(entry.titleKeyFor?.[role] ?? entry.titleKey);
  await expect(
    page.locator('#main-content').getByRole('heading', { level: 1, name: title, exact: true }),
    url,
  ).toBeVisible();
}
