import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, fillLogin, sidebar, signUpOwner } from '../support/session.ts';

test('the next person to sign in on the same browser never sees the last one’s data', async ({ page }) => {
  // A second store owner, with an empty store of their own.
  const email = await signUpOwner(page.request, 'otra');

  // Everything below is one page: signing out and in again never reloads it.
  await page.goto('/session/login');
  await fillLogin(page, demo.owner.email, DEMO_PASSWORD);
  const paymentMethods = () => sidebar(page).getByRole('link', { name: 'Métodos de pago' }).click();
  await paymentMethods();
  await expect(page.getByText('Zelle (Bank of America)')).toBeVisible();

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/session/login');

  await fillLogin(page, email, DEMO_PASSWORD);
  await paymentMethods();
  await expect(page.getByText('Aún no hay cuentas de pago.')).toBeVisible();
  await expect(page.getByText('Zelle (Bank of America)')).toHaveCount(0);
});
