import { expect, test } from '@playwright/test';
import { field, toast } from '../support/session.ts';

test('recovering the password of an unknown email says there is no such user', async ({ page }) => {
  await page.goto('/session/forgot-password');
  await field(page, 'Email').fill(`nadie.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
  await expect(toast(page, 'No existe ningun usuario registrado con este email')).toBeVisible();
});

test('recovering the password of a known email confirms the email was sent', async ({ page }) => {
  await page.goto('/session/forgot-password');
  await field(page, 'Email').fill('taquilla@vitrina.test');
  await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
  await expect(toast(page, 'Email enviado exitosamente')).toBeVisible();
});

test('a reset link with a used or made-up code says the password could not be changed', async ({ page }) => {
  await page.goto('/session/reset-password/este-codigo-no-existe-0123456789');
  await field(page, 'Contraseña').fill('nueva-clave-1');
  await field(page, 'Confirmación de contraseña').fill('nueva-clave-1');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Ha ocurrido un error al cambiar la contraseña')).toBeVisible();
  await expect(page).toHaveURL(/\/session\/reset-password\//);
});
