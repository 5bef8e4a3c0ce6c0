import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { openAs, pick } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';
import { pendingTicketSale } from '../support/tickets.ts';

// The ticket master's bank statement (issue 32 §1): the bolívar part of a split ticket price is
// found on the Banesco statement and confirmed as a payment of the sale; the dollars, received by
// Zelle, are recorded by hand; the two parts cover the price and the sale is verified.

test.describe.configure({ timeout: 120_000 });

test(
  'the ticket master confirms a sale’s bolívar part from its statement, records the dollars, and the sale is verified',
  ON_POSTGRES,
  async ({ page }) => {
    const { reference, accountNumber, sale } = await pendingTicketSale(page.request, {
      eventName: `Calipso de El Callao ${unique()}`,
      place: 'El Callao, Bolívar',
      price: 20,
      zelle: true,
    });
    // The Banesco export of the day: the buyer's bolívar transfer.
    const day = new Intl.DateTimeFormat('es-VE', {
      timeZone: 'America/Caracas',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(sale.ves_amount);
    const csv = [
      'Banesco Banco Universal;;;;',
      `Cuenta;${accountNumber};;;`,
      'Fecha;Referencia;Descripción;Monto;Balance',
      `${day};BS${reference};TRANSFERENCIA RECIBIDA;${amount};${amount}`,
    ].join('\n');

    await openAs(page, demo.ticketmaster.email, '/bank-reconciliation');
    await pick(page, page.locator('#main-content'), 'Cuenta', new RegExp(accountNumber));
    await page
      .getByLabel('Archivo del extracto')
      .setInputFiles({ name: 'banesco.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(toast(page, 'Extracto importado: 1 línea nueva')).toBeVisible();
    const states = page.getByRole('group', { name: 'Líneas por estado' });
    await expect(states.getByRole('button', { name: 'Exactas 1' })).toBeVisible();

    // The line names the sale; confirming records its bolívar part.
    const lines = page.getByRole('table', { name: 'Líneas del extracto' });
    await expect(lines.getByRole('link', { name: `Ver la venta de entradas #${sale.id}` })).toBeVisible();
    await lines
      .getByRole('button', { name: `Confirmar el pago de la venta de entradas #${sale.id}` })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Confirmar el pago' });
    await expect(question).toContainText(`venta de entradas #${sale.id}`);
    await question.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(
      toast(page, `Pago de la venta de entradas #${sale.id} registrado con el extracto`),
    ).toBeVisible();
    await expect(states.getByRole('button', { name: 'Confirmadas 1' })).toBeVisible();

    // The sale: its bolívar part received, the dollars still due; they came by Zelle.
    await page.getByRole('link', { name: `Ver la venta de entradas #${sale.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/ticket-sales\\?sale=${sale.id}`));
    const dialog = page.getByRole('dialog', { name: `Venta de entradas #${sale.id}` });
    const parts = dialog.getByRole('region', { name: 'Pagos recibidos' });
    await expect(parts.getByText(/^Pagado 12,00\sUS\$ de 20,00\sUS\$ · Falta 8,00\sUS\$$/)).toBeVisible();
    await expect(parts.getByRole('listitem').first()).toContainText(`BS${reference}`);
    await parts.getByRole('button', { name: 'Registrar pago' }).click();
    const form = page.getByRole('dialog', { name: 'Registrar pago' });
    await form.getByRole('radio', { name: 'Transferencia' }).check();
    await form.getByRole('radio', { name: 'Dólares' }).check();
    await expect(form.getByRole('textbox', { name: 'Monto' })).toHaveValue('8,00');
    await pick(page, form, 'Cuenta', /^Zelle · /);
    await form.getByRole('textbox', { name: 'Referencia' }).fill(reference);
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(form).toHaveCount(0);

    // Covered: verified, its ticket issued.
    await expect(parts.getByText(/^Pagado 20,00\sUS\$ de 20,00\sUS\$$/)).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Código QR de la entrada / })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Verificar' })).toHaveCount(0);
  },
);
