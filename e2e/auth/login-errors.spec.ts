import { expect, test } from '@playwright/test';
import { demo, field, fillLogin, toast } from '../support/session.ts';

test('a wrong password says the data is invalid and stays on login', async ({ page }) => {
  await page.goto('/session/login');
  await fillLogin(page, demo.admin.email, 'not-the-password');
  await expect(toast(page, 'Los datos ingresados son inválidos')).toBeVisible();
  await expect(page).toHaveURL('/session/login');
});

test('a server that cannot be reached shows a connection error', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto('/session/login');
  await fillLogin(page, demo.admin.email, 'demo1234');
  await expect(toast(page, 'Error de conexión')).toBeVisible();
  await expect(page).toHaveURL('/session/login');
});

test('the form explains what is wrong before sending', async ({ page }) => {
  await page.goto('/session/login');
  await field(page, 'Email').fill('no-es-un-email');
  await field(page, 'Email').blur();
  await expect(page.getByText('El campo email debe ser un correo electrónico válido')).toBeVisible();

  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El campo contraseña es obligatorio')).toBeVisible();
});

test('the login page links to sign-up and password recovery', async ({ page }) => {
  await page.goto('/session/login');
  await page.getByRole('link', { name: '¿No tiene cuenta? Regístrese' }).click();
  await expect(page).toHaveURL('/session/sign-up');
  await page.goto('/session/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL('/session/forgot-password');
});
