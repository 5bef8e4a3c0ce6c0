import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, fillLogin, keepSession, signIn } from '../support/session.ts';

test('logging out clears the session, and panel pages then ask to sign in again', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await expect(page).toHaveURL('/store');

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL('/session/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  const stored = await page.evaluate(() =>
    ['token', 'token_type', 'user', 'store'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null, null]);

  await page.goto('/store');
  await expect(page).toHaveURL('/session/login?redirect=%2Fstore');
  await page.goBack();
  await expect(page).toHaveURL(/\/session\/login/);
});

test('the user menu opens the profile page', async ({ page }) => {
  await signIn(page, demo.delivery.email);
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await expect(page).toHaveURL('/users/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
});

test('a session that ended for inactivity says so and, once signed in again, returns to the same screen', async ({
  page,
}) => {
  await keepSession(page, demo.owner.email);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis clientes' })).toBeVisible();
  // The server's answer to a token left idle past SESSION_IDLE_MINUTES (auth.routes.test.ts).
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 401,
      json: {
        message: 'Su sesión se cerró por inactividad. Inicie sesión de nuevo para continuar.',
        messageKey: 'serverMessages.sessionIdle',
      },
    }),
  );
  await page.reload();
  await expect(page).toHaveURL('/session/login?redirect=%2Fcustomers', { timeout: 15_000 });
  await expect(
    page.getByText('Su sesión se cerró por inactividad. Inicie sesión de nuevo para continuar.'),
  ).toBeVisible();
  await page.unroute('**/api/**');
  await fillLogin(page, demo.owner.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis clientes' })).toBeVisible();
});
