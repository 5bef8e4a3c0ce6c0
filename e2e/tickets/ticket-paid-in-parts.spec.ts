import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { expectNoSidewaysScroll, openAs, pick } from '../support/screens.ts';
import { demo } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';
import { pendingTicketSale } from '../support/tickets.ts';

// A ticket paid in two parts (issue 32 §2), on the ticket master's phone: dollars in cash at the
// box office, the rest by a bolívar transfer; the parts covering the price verify the sale, and
// the buyer's own page shows the ticket.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

test(
  'the ticket master records a ticket paid in two parts, cash dollars and a bolívar transfer, and the sale is verified',
  ON_POSTGRES,
  async ({ page }) => {
    const eventName = `Parranda de San Pedro ${unique()}`;
    const { reference, statusUrl, accountNumber } = await pendingTicketSale(page.request, {
      eventName,
      place: 'Guarenas, Miranda',
      price: 15,
    });

    await openAs(page, demo.ticketmaster.email, '/ticket-sales/pending');
    await page.getByRole('searchbox', { name: 'Buscar por comprador, evento o referencia' }).fill(reference);
    // On a phone the sales are cards: the search leaves one, Marta's.
    await expect(page.getByText('1 venta', { exact: true })).toBeVisible();
    await expect(page.getByText('Marta Rondón')).toBeVisible();
    await page.getByRole('button', { name: /^Ver la venta #\d+$/ }).click();
    const sale = page.getByRole('dialog', { name: /^Venta de entradas #\d+$/ });
    const parts = sale.getByRole('region', { name: 'Pagos recibidos' });
    await expect(parts.getByText(/^Pagado 0,00\sUS\$ de 15,00\sUS\$ · Falta 15,00\sUS\$$/)).toBeVisible();
    await expect(parts.getByText('Aún no hay pagos registrados.')).toBeVisible();

    // Five dollars in cash at the box office.
    await parts.getByRole('button', { name: 'Registrar pago' }).click();
    let form = page.getByRole('dialog', { name: 'Registrar pago' });
    await form.getByRole('radio', { name: 'Efectivo' }).check();
    await form.getByRole('radio', { name: 'Dólares' }).check();
    await form.getByRole('textbox', { name: 'Monto' }).fill('5');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    // The toast, which the open sale repeats to screen readers (the page behind it is hidden from them).
    await expect(sale.getByRole('status').filter({ hasText: 'Pago registrado' })).toHaveCount(1);
    await expect(parts.getByText(/^Pagado 5,00\sUS\$ de 15,00\sUS\$ · Falta 10,00\sUS\$$/)).toBeVisible();
    await expect(sale.getByRole('button', { name: 'Verificar' })).toBeVisible();

    // The rest by a bolívar transfer to the ticket master's account, filled in at the sale's rate.
    await parts.getByRole('button', { name: 'Registrar pago' }).click();
    form = page.getByRole('dialog', { name: 'Registrar pago' });
    await form.getByRole('radio', { name: 'Transferencia' }).check();
    await form.getByRole('radio', { name: 'Bolívares' }).check();
    await expect(form.getByRole('textbox', { name: 'Monto' })).not.toHaveValue('');
    await pick(page, form, 'Cuenta', new RegExp(accountNumber));
    await form.getByRole('textbox', { name: 'Referencia' }).fill('00789123');
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(form).toHaveCount(0);

    // Covered: verified, its ticket issued, both parts listed, and no part or review left to do.
    await expect(parts.getByText(/^Pagado 15,00\sUS\$ de 15,00\sUS\$$/)).toBeVisible();
    const list = parts.getByRole('list', { name: 'Pagos recibidos de la venta' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').nth(1)).toContainText('00789123');
    await expect(sale.getByRole('img', { name: /^Código QR de la entrada / })).toBeVisible();
    await expect(parts.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
    await expect(sale.getByRole('button', { name: 'Verificar' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The buyer's page says so and shows the ticket.
    await page.goto(new URL(statusUrl, page.url()).pathname);
    await expect(page.getByText('Verificada')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();
  },
);
