import { expect, test } from '@playwright/test';
import { demo, sidebar, signIn, toast } from '../support/session.ts';
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

test('in German the products and sales screens, MUI’s own labels and the server’s refusals read German', async ({
  page,
}) => {
  test.slow(); // four screens and a server round trip
  await signIn(page, demo.owner.email);
  const germanChunk = page.waitForResponse((r) => /\/assets\/de-[\w-]+\.js$/.test(r.url()));
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await germanChunk;
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The owner's landing screen: MUI's Autocomplete buttons come from its German locale pack.
  await expect(page.getByRole('heading', { level: 1, name: 'Shop-Profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Öffnen', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Öffnen', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir', exact: true })).toHaveCount(0);

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Produkte suchen' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Bestand' })).toBeVisible();
  const paging = page.getByRole('navigation', { name: 'Seitennavigation' });
  await expect(paging).toContainText(/Seite 1/);
  await expect(paging.getByRole('button', { name: 'Weiter' })).toBeVisible();

  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Verkäufe' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Kunde' })).toBeVisible();
  await expect(page.getByText(/^[\d.]+ Verkäufe?$/)).toBeVisible();

  // The server answers in Spanish and names its text's key: the toast says it in German.
  await page.goto('/catalogues');
  await page.getByRole('button', { name: 'Víveres löschen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Möchten Sie das wirklich löschen?');
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(
    toast(page, 'Ein Katalog, der noch Produkte oder Extras enthält, kann nicht gelöscht werden.'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Víveres/ })).toBeVisible();
  await snap(page, 'german-catalogues');

  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogos' })).toBeVisible();
});

test('in Arabic the store screens read Arabic, right to left, with MUI’s Arabic labels', async ({ page }) => {
  test.slow(); // two screens, switched twice
  await signIn(page, demo.owner.email);
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The header's own search (a themed surface of its own) speaks Arabic too.
  await expect(page.getByRole('banner').getByRole('button', { name: 'فتح', exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'ملف المتجر' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'الدولة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'فتح', exact: true }).first()).toBeVisible();

  await page.goto('/store-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'مواعيد عمل المتجر' })).toBeVisible();
  await expect(page.getByText('الاثنين').first()).toBeVisible();
  await snap(page, 'arabic-schedule');

  await page.getByRole('button', { name: 'اللغة: العربية' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
