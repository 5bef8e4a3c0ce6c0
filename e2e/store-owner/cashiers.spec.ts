import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { DEMO_PASSWORD, demo, fillLogin, signIn, toast } from '../support/session.ts';

test.slow();

test('the owner creates a cashier, who then signs in and lands on the sales list', async ({ page }) => {
  const id = unique();
  const email = `cajero.${id}@vitrina.test`;
  await signIn(page, demo.owner.email);
  await page.goto('/cashiers');
  await page.getByRole('button', { name: 'Nuevo cajero' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cajero' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Luisa');
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill(`Caja ${id}`);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('textbox', { name: 'Confirmación de contraseña' }).fill('otra-clave');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La confirmación de la contraseña no coincide')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Confirmación de contraseña' }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
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
  await signIn(page, demo.owner.email);
  await page.goto('/cashiers');
  await page.getByRole('button', { name: 'Nuevo cajero' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cajero' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill(`Turno ${id}`);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('textbox', { name: 'Confirmación de contraseña' }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cajero creado exitosamente')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Desactivar a Rosa Turno ${id}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(toast(page, 'Cajero actualizado exitosamente')).toBeVisible();
  await expect(row).toContainText('Inactivo');
});
