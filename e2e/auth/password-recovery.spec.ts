import { expect, test } from '@playwright/test';
import { field, toast } from '../support/session.ts';

// Recovery never tells who has an account: a known and an unknown address read the same.
for (const [who, email] of [
  ['an unknown', () => `nadie.${Date.now()}@example.com`],
  ['a known', () => 'taquilla@vitrina.test'],
] as const) {
  test(`recovering the password of ${who} email says a link was sent if the address has an account`, async ({
    page,
  }) => {
    await page.goto('/session/forgot-password');
    await field(page, 'Email').fill(email());
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await expect(
      toast(page, 'Si el email pertenece a una cuenta, le enviamos el enlace de recuperación'),
    ).toBeVisible();
  });
}

test('a reset link with a used or made-up code says the password could not be changed', async ({ page }) => {
  await page.goto('/session/reset-password/este-codigo-no-existe-0123456789');
  await field(page, 'Contraseña').fill('nueva-clave-1');
  await field(page, 'Confirmación de contraseña').fill('nueva-clave-1');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Ha ocurrido un error al cambiar la contraseña')).toBeVisible();
  await expect(page).toHaveURL(/\/session\/reset-password\//);
});
