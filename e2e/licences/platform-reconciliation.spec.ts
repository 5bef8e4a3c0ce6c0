import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { screenTitle } from '../support/rtl.ts';
import { openAs, pick } from '../support/screens.ts';
import { demo, sidebar, toast } from '../support/session.ts';

// The admin reconciles the platform's own accounts (the demo's "Banesco" in bolívares and
// "Zelle (Chase)" in dollars) against the owners' licence payments. The statement imported here
// holds one credit of a day long before any payment, with a reference of its own: it matches
// nothing, so no licence payment another journey uses is touched.

test('the admin picks a platform account and imports a statement whose line matches no licence payment', async ({
  page,
}) => {
  const mark = unique().toUpperCase();
  const fileName = `plataforma-${mark}.csv`;
  const reference = `E2E${mark}`;
  await openAs(page, demo.admin.email, '/bank-reconciliation');
  await expect(screenTitle(page, 'Conciliación bancaria')).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Conciliación', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The picker offers the platform's accounts, not a store's.
  const main = page.locator('#main-content');
  await main.getByRole('combobox', { name: 'Cuenta' }).click();
  await expect(
    page.getByRole('option', { name: /^Zelle \(Chase\) · dólares · cobros@vitrina\.app$/ }),
  ).toBeVisible();
  await expect(page.getByRole('option', { name: /^Banco de Venezuela/ })).toHaveCount(0);
  await page.getByRole('option', { name: /^Banesco · bolívares · 01340946180001238845$/ }).click();
  await expect(page).toHaveURL(/account=\d+/);
  const lines = page.getByRole('table', { name: 'Líneas del extracto' });
  await expect(lines).toHaveAttribute('aria-busy', 'false');
  // The admin has no cashiers: the settings carry no switch for them.
  await page.getByRole('button', { name: 'Ajustes de conciliación' }).click();
  const settings = page.getByRole('dialog', { name: 'Ajustes de conciliación: Banesco' });
  await expect(settings.getByRole('textbox', { name: 'Días de margen' })).toBeVisible();
  await expect(settings.getByRole('switch')).toHaveCount(0);
  await settings.getByRole('button', { name: 'Cancelar' }).click();
  await expect(settings).toHaveCount(0);

  const states = page.getByRole('group', { name: 'Líneas por estado' });
  const none = states.getByRole('button', { name: /^Sin coincidencia \d+$/ });
  const before = Number((await none.textContent())?.match(/\d+/)?.[0]);

  // A Banco de Venezuela export with one credit (and a debit, skipped).
  const csv = [
    'Fecha;Referencia;Concepto;Cargo;Abono;Saldo',
    `02/01/2020;${reference};TRANSFERENCIA RECIBIDA;;1,37;1,37`,
    '02/01/2020;00000000;COMISION;0,10;;1,27',
  ].join('\n');
  await expect(page.getByRole('heading', { name: 'Importar extracto' })).toBeVisible();
  await page
    .getByLabel('Archivo del extracto')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(toast(page, 'Extracto importado: 1 línea nueva')).toBeVisible();
  await expect(states.getByRole('button', { name: `Sin coincidencia ${before + 1}` })).toBeVisible();

  // The statement's line, in the words of licence payments.
  await pick(page, main, 'Extracto', new RegExp(`^${fileName.replace('.', '\\.')}`));
  await expect(page).toHaveURL(/statement=\d+/);
  const row = lines.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Sin coincidencia');
  await expect(row).toContainText('Ningún pago de licencia por aprobar coincide con esta línea.');
  await expect(lines.getByRole('columnheader', { name: 'Pagos de licencia que coinciden' })).toBeVisible();
});
