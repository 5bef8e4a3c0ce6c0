import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { fillFields, openAs, openDialog, pick, save } from '../support/screens.ts';
import { DEMO_PASSWORD, demo, toast } from '../support/session.ts';

test.slow();

test('the admin creates a ticket master, a repeated e-mail is refused under its field, and a deactivated user cannot sign in', async ({
  page,
  request,
}) => {
  const email = `taquilla-${unique()}@vitrina.test`;
  await openAs(page, demo.admin.email, '/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();

  const create = async () => {
    const dialog = await openDialog(page, 'Nuevo usuario', 'Nuevo usuario');
    await fillFields(dialog, { Nombre: 'Tito', Apellido: 'Lara', Email: email });
    await pick(page, dialog, 'Rol', 'Taquilla');
    // Neither a store nor a business name for a ticket master.
    await expect(dialog.getByRole('combobox', { name: 'Tienda' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Nombre de la tienda' })).toHaveCount(0);
    await dialog.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await dialog.getByLabel(/^Confirmación de contraseña/).fill(DEMO_PASSWORD);
    await save(dialog);
    return dialog;
  };

  const first = await create();
  await expect(toast(page, 'Usuario creado exitosamente')).toBeVisible();
  await expect(first).toBeHidden();

  // The same e-mail again: the field's first message under it, the general one as toast.
  const again = await create();
  await expect(again.getByText('El email ya esta registrado')).toBeVisible();
  await expect(toast(page, 'Ha ocurrido un error al crear el usuario')).toBeVisible();
  await again.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('searchbox', { name: 'Buscar por nombre o email' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Taquilla');
  await expect(row).toContainText('Activo');
  expect((await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(
    true,
  );

  await row.getByRole('button', { name: 'Desactivar Tito Lara' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(toast(page, 'Usuario desactivado exitosamente')).toBeVisible();
  await expect(row).toContainText('Inactivo');
  expect((await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(
    false,
  );

  // The status filter finds it among the inactive ones.
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Inactivo' }).click();
  await expect(row).toBeVisible();
});
