import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/session.ts';
import { snap } from '../support/shell.ts';

// This spec sees what a new user sees: no "intro=skip" flag from the config.
test.use({ storageState: { cookies: [], origins: [] } });

test('the loading screen shows first, then the five-step tour, and the finished tour is not shown again', async ({
  page,
}) => {
  test.slow();
  await page.goto('/session/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.owner.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  const loading = page.getByRole('status').filter({ hasText: 'Cargando…' });
  await expect(loading).toBeVisible();
  const shownAt = Date.now();
  await snap(page, 'loading-screen');
  // It stays at least a second (the product's rule); how soon it goes is not measured here.
  await expect(loading).toBeHidden();
  expect(Date.now() - shownAt).toBeGreaterThan(1000);

  // The tour follows 1 s later; its code loaded during the loading screen. A loaded CI machine
  // has taken over 4 s to paint it, so the wait is a hang guard, not the figure.
  const tour = page.getByRole('dialog', { name: 'Menú lateral' });
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await expect(tour).toContainText('Paso 1 de 5');
  await snap(page, 'tour-step-1');
  const titles = ['Navegación rápida', 'Mejorar plan', 'Idioma', 'Personalizar tema'];
  for (const [i, title] of titles.entries()) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const step = page.getByRole('dialog', { name: title });
    await expect(step).toContainText(`Paso ${i + 2} de 5`);
  }
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByRole('dialog', { name: 'Personalizar tema' })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the tour can be skipped with Escape and then stays away', async ({ page }) => {
  test.slow();
  await signIn(page, demo.admin.email);
  const tour = page.getByRole('dialog', { name: 'Menú lateral' });
  await expect(tour).toBeVisible({ timeout: 8000 });
  await expect(tour).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('tour'))).toBe('done');
});
