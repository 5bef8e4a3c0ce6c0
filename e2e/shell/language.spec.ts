import { expect, test } from '@playwright/test';
import { demo, sidebar, signIn } from '../support/session.ts';
import { snap } from '../support/shell.ts';

test('switching to Arabic flips the layout and back to Spanish restores it', async ({ page }) => {
  await signIn(page, demo.owner.email);
  const nav = sidebar(page);
  const navLeft = async () => (await nav.boundingBox())?.x ?? -1;
  expect(await navLeft()).toBeLessThan(100);

  const arabicChunk = page.waitForResponse((r) => /\/assets\/ar-[\w-]+\.js$/.test(r.url()));
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await arabicChunk;

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const arNav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(arNav.getByRole('link', { name: 'الكتالوجات' })).toBeVisible();
  // MUI's right-to-left: the sidebar itself moves to the right edge.
  const viewport = page.viewportSize()?.width ?? 1280;
  await expect.poll(async () => (await arNav.boundingBox())?.x ?? 0).toBeGreaterThan(viewport - 300);
  await snap(page, 'rtl-arabic');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arNav).toBeVisible();

  await page.getByRole('button', { name: 'اللغة: العربية' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(nav.getByRole('link', { name: 'Catálogos' })).toBeVisible();
  await expect.poll(navLeft).toBeLessThan(100);
});

test('the sign-in page speaks the chosen language and Hebrew reads right to left', async ({ page }) => {
  await page.goto('/session/login');
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Field labels and their rules speak the language too.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Le champ e-mail est obligatoire')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Langue : Français' }).click();
  await page.getByRole('menuitem', { name: 'עברית' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('השדה דוא״ל הוא שדה חובה')).toBeVisible();
  await snap(page, 'login-hebrew');

  await page.getByRole('button', { name: 'שפה: עברית' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});
