import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demo, field, signIn } from '../support/session.ts';

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the login page has no serious accessibility problems and declares its language', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/session/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the panel layout has no serious accessibility problems', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.owner.email);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the login form can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/session/login');
  await expect(field(page, 'Email')).toBeFocused();
  await page.keyboard.type(demo.cashier.email);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Contraseña')).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/shopping-list');
});
