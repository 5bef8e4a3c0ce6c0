import { expect, test } from '@playwright/test';
import { demo, fillLogin, signIn } from '../support/session.ts';

test('a panel URL opened while signed out asks to sign in, then returns to it', async ({ page }) => {
  await page.goto('/products?page=2');
  await expect(page).toHaveURL('/session/login?redirect=%2Fproducts%3Fpage%3D2');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await fillLogin(page, demo.owner.email, 'demo1234');
  await expect(page).toHaveURL('/products?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
});

test('a redirect to another site is ignored after signing in', async ({ page }) => {
  await page.goto('/session/login?redirect=%2F%2Fevil.example%2Fsteal');
  await fillLogin(page, demo.cashier.email, 'demo1234');
  await expect(page).toHaveURL('/shopping-list');
});

test("another role's page shows the no-access page with a way home", async ({ page }) => {
  await signIn(page, demo.cashier.email);
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
  await expect(page.getByText('Su usuario no tiene permiso para ver esta página.')).toBeVisible();

  await page.getByRole('link', { name: 'Volver a mi inicio' }).click();
  await expect(page).toHaveURL('/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas' })).toBeVisible();
});

test('a delivery company cannot open the store owner screens', async ({ page }) => {
  await signIn(page, demo.delivery.email);
  await page.goto('/catalogues');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
});
