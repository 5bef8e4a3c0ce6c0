import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { DEMO_PASSWORD, demo, fillLogin, sidebar } from '../support/session.ts';

test('the next person to sign in on the same browser never sees the last one’s data', async ({ page }) => {
  // A second store owner, with an empty store of their own.
  const email = `otra-${unique()}@vitrina.test`;
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      name: 'Olga',
      lastname: 'Rivas',
      email,
      storeName: 'Quincalla Olga',
      storeDescription: 'Quincalla',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
  });
  expect(signup.ok()).toBe(true);

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
