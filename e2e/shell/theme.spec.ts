import { expect, test } from '@playwright/test';
import { demo, sidebar, signIn } from '../support/session.ts';
import { header, presetSettings, seriousViolations, snap } from '../support/shell.ts';

const background = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test('dark mode and a colour change apply at once and survive a reload', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await page.getByRole('button', { name: 'Personalizar tema' }).click();
  const customizer = page.getByRole('dialog', { name: 'Personalizar tema' });
  await expect(customizer).toBeVisible();

  await customizer.getByRole('button', { name: 'Azul', exact: true }).click();
  await expect.poll(() => background(header(page))).toBe('rgb(21, 101, 192)');
  await customizer.getByRole('switch', { name: 'Modo oscuro' }).check();
  await expect.poll(() => background(page.locator('body'))).toBe('rgb(18, 18, 18)');
  await snap(page, 'customizer-dark-blue');
  await page.keyboard.press('Escape');
  await expect(customizer).toBeHidden();

  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await expect.poll(() => background(page.locator('body'))).toBe('rgb(18, 18, 18)');
  await expect.poll(() => background(header(page))).toBe('rgb(21, 101, 192)');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
  expect(stored).toMatchObject({ darkMode: true, themeColor: 'blue' });
});

test('every customizer option is kept: surfaces, animation, box layout, sidebar image', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.getByRole('button', { name: 'Personalizar tema' }).click();
  const customizer = page.getByRole('dialog', { name: 'Personalizar tema' });
  await customizer
    .getByRole('group', { name: 'Color del menú lateral' })
    .getByRole('button', { name: 'Oscuro' })
    .click();
  await customizer
    .getByRole('group', { name: 'Color de la cabecera' })
    .getByRole('button', { name: 'Claro' })
    .click();
  await customizer.getByRole('combobox', { name: 'Animación al cambiar de pantalla' }).click();
  await page.getByRole('option', { name: 'Rebotar' }).click();
  await customizer.getByRole('switch', { name: 'Diseño en caja' }).check();
  await customizer.getByRole('button', { name: 'Montañas' }).click();
  await page.keyboard.press('Escape');
  await expect(customizer).toBeHidden();
  await snap(page, 'customizer-box-image');

  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
  expect(stored).toMatchObject({
    sidebarColor: 'dark',
    headerColor: 'light',
    animation: 'bounce',
    boxLayout: true,
    sidebarImage: 'mountains',
  });
  await expect(page.locator('main .route-anim-bounce')).toHaveCount(1);
  const paper = page.locator('.MuiDrawer-paper').filter({ has: sidebar(page) });
  expect(await paper.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('url(');
  expect(await background(header(page))).toBe('rgb(255, 255, 255)');
  // Box layout: the shell is at most 1200 px wide, centred.
  const box = await page
    .locator('#main-content')
    .evaluate((el) => el.parentElement?.getBoundingClientRect().width);
  expect(box).toBeLessThanOrEqual(1200);
});

for (const mode of [
  { name: 'light', settings: {} },
  { name: 'dark', settings: { darkMode: true } },
  { name: 'right-to-left', settings: { rtl: true } },
  {
    name: 'dark right-to-left with dark sidebar',
    settings: { darkMode: true, rtl: true, sidebarColor: 'primary' },
  },
]) {
  test(`the shell, its menus and the customizer pass axe in ${mode.name} mode`, async ({ browser }) => {
    // Four whole-page axe analyses after a sign-in: 17 s alone, over 30 s beside the other worker
    // on a busy 2-core machine.
    test.slow();
    const context = await browser.newContext();
    const page = await context.newPage();
    await presetSettings(page, mode.settings);
    await signIn(page, demo.admin.email);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Personalizar tema' }).click();
    await expect(page.getByRole('dialog', { name: 'Personalizar tema' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Idioma/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Enviar mensaje a todos los clientes' }).click();
    await expect(page.getByRole('dialog', { name: 'Enviar mensaje a todos los clientes' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, `a11y-${mode.name.replace(/ /g, '-')}`);
    await context.close();
  });
}
