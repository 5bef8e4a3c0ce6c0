import { expect, type Page, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { fillFields, openAs, openDialog, save } from '../support/screens.ts';
import { DEMO_PASSWORD, demo, fillLogin, toast } from '../support/session.ts';

/** Opens the new-cashier dialog on /cashiers and types a cashier's data and both passwords. */
async function newCashier(page: Page, name: string, lastname: string, email: string, confirmation: string) {
  await openAs(page, demo.owner.email, '/cashiers');
  const dialog = await openDialog(page, 'Nuevo cajero', 'Nuevo cajero');
  await fillFields(dialog, {
    Nombre: name,
    Apellido: lastname,
    Email: email,
    Contraseña: DEMO_PASSWORD,
    'Confirmación de contraseña': confirmation,
  });
  await save(dialog);
  return dialog;
}

test.slow();

test('the owner creates a cashier, who then signs in and lands on the sales list', async ({ page }) => {
  const id = unique();
  const email = `cajero.${id}@vitrina.test`;
  const dialog = await newCashier(page, 'Luisa', `Caja ${id}`, email, 'otra-clave');
  await expect(dialog.getByText('La confirmación de la contraseña no coincide')).toBeVisible();
  await fillFields(dialog, { 'Confirmación de contraseña': DEMO_PASSWORD });
  await save(dialog);
  await expect(toast(page, 'Cajero creado exitosamente')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Activo');

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/session/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/shopping-list');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});

test('a deactivated cashier is asked to confirm first and then shows as inactive', async ({ page }) => {
  const id = unique();
  const email = `cajera.${id}@vitrina.test`;
  await newCashier(page, 'Rosa', `Turno ${id}`, email, DEMO_PASSWORD);
  await expect(toast(page, 'Cajero creado exitosamente')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Desactivar a Rosa Turno ${id}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(toast(page, 'Cajero actualizado exitosamente')).toBeVisible();
  await expect(row).toContainText('Inactivo');
});
