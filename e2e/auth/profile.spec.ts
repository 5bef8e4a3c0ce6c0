import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillLogin, signIn, signUpOwner, toast } from '../support/session.ts';

// Five memory-hard password hashes (sign-up, sign-in, a wrong and a right current password, the
// new sign-in) take several seconds each on a loaded 2-core machine.
test.slow();

test('a user edits their own data and changes their password, then signs in with the new one', async ({
  page,
}) => {
  // An account of its own, so the demo accounts keep their password.
  const email = await signUpOwner(page.request, 'perfil');
  await signIn(page, email);

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

  const data = page.getByRole('form', { name: 'Datos personales' });
  await data.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Olga María');
  await data.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('+58 412 555 0101');
  await data.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil actualizado exitosamente')).toBeVisible();
  await page.reload();
  await expect(data.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Olga María');
  await expect(data.getByRole('textbox', { name: 'Teléfono', exact: true })).toHaveValue('+58 412 555 0101');

  const password = page.getByRole('form', { name: 'Cambiar contraseña' });
  const current = password.getByRole('textbox', { name: 'Contraseña actual', exact: true });
  await current.fill('no-es-esta');
  await password.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('nueva-clave-1');
  await password
    .getByRole('textbox', { name: 'Confirmación de contraseña', exact: true })
    .fill('nueva-clave-1');
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(password.getByText('La contraseña actual no es correcta')).toBeVisible();

  await current.fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Contraseña actualizada exitosamente')).toBeVisible();
  await expect(current).toHaveValue('');

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await fillLogin(page, email, DEMO_PASSWORD);
  await expect(toast(page, 'Los datos ingresados son inválidos')).toBeVisible();
  await fillLogin(page, email, 'nueva-clave-1');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});

test('a new e-mail asks for the current password before it is saved', async ({ page }) => {
  const email = await signUpOwner(page.request, 'correo');
  await signIn(page, email);
  await page.goto('/profile');
  const data = page.getByRole('form', { name: 'Datos personales' });
  const current = data.getByRole('textbox', { name: 'Contraseña actual', exact: true });
  await expect(current).toHaveCount(0);
  await data.getByRole('textbox', { name: 'Email', exact: true }).fill(`nuevo.${email}`);
  await expect(
    data.getByText(
      'Para cambiar su email, confirme su contraseña actual. Avisaremos a su dirección anterior',
    ),
  ).toBeVisible();
  await data.getByRole('button', { name: 'Guardar' }).click();
  await expect(data.getByText('El campo contraseña actual es obligatorio')).toBeVisible();
  await current.fill('no-es-esta');
  await data.getByRole('button', { name: 'Guardar' }).click();
  await expect(data.getByText('La contraseña actual no es correcta')).toBeVisible();
  await current.fill(DEMO_PASSWORD);
  await data.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil actualizado exitosamente')).toBeVisible();
  await expect(current).toHaveCount(0);
  await page.reload();
  await expect(data.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(`nuevo.${email}`);
});
