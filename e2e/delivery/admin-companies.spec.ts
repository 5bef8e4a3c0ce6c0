import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { fillFields, openAs, openDialog, save } from '../support/screens.ts';
import { DEMO_PASSWORD, demo, signIn, toast } from '../support/session.ts';

test.slow();

test('the admin creates a delivery company and its administrator signs in on the company profile', async ({
  page,
}) => {
  const name = `Rápido ${unique()}`;
  const email = `rapido-${unique()}@vitrina.test`;
  await openAs(page, demo.admin.email, '/delivery-companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas de delivery' })).toBeVisible();

  const dialog = await openDialog(page, 'Nueva empresa', 'Nueva empresa de delivery');
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).first().fill(name);
  await save(dialog);
  // The administrator's account is required, in Spanish.
  const admin = dialog.getByRole('group', { name: 'Administrador de la empresa' });
  await expect(admin.getByText('El campo email es obligatorio')).toBeVisible();

  await fillFields(dialog, { Código: 'RAP-1', 'Cargo por envío': '1,50' });
  await fillFields(admin, { Nombre: 'Rosa', Apellido: 'Pérez', Email: email });
  await admin.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await admin.getByLabel(/^Confirmación de contraseña/).fill(DEMO_PASSWORD);
  await save(dialog);
  await expect(toast(page, 'Empresa de delivery creada exitosamente')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar por nombre o código' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Activa');

  // Suspended companies are filtered out of "Activa" and back with "Suspendida".
  await row.getByRole('button', { name: `Suspender ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspender' }).click();
  await expect(toast(page, 'Empresa de delivery suspendida exitosamente')).toBeVisible();
  await expect(row).toContainText('Suspendida');
  await row.getByRole('button', { name: `Activar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Activar' }).click();
  await expect(toast(page, 'Empresa de delivery activada exitosamente')).toBeVisible();

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('La empresa aún no tiene repartidores.')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email);
  await expect(page).toHaveURL(/\/delivery-profile$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Cobro por geolocalización' })).not.toBeChecked();
});

test('the demo company’s details show its shipments’ totals and its latest shipments', async ({ page }) => {
  const name = 'Envíos Rápidos Caracas';
  await openAs(page, demo.admin.email, '/delivery-companies');
  await page.getByRole('searchbox', { name: 'Buscar por nombre o código' }).fill(name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  const totals = page.getByRole('region', { name: 'Envíos y cobros' });
  for (const label of ['Envíos', 'Entregados', 'Cobros ganados', 'Liquidado', 'Por liquidar']) {
    await expect(totals.getByRole('group', { name: label, exact: true })).toContainText(/\d/);
  }
  // The demo gives the company shipments in every state: the latest are listed, without links.
  const latest = page.getByRole('region', { name: 'Últimos envíos' });
  await expect(latest.getByRole('row').nth(1)).toContainText(/#\d+/);
  await expect(latest.getByRole('link', { name: /^#\d+/ })).toHaveCount(0);
});
