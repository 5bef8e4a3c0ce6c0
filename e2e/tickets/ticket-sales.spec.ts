import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { expectNoSidewaysScroll, openAs } from '../support/screens.ts';
import { demo } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';
import { pendingTicketSale } from '../support/tickets.ts';

// The ticket master's side: a pending sale is verified from the review list, then its ticket
// is admitted once at the door and refused the second time. The sale is bought here through the
// public purchase API on an event made for the journey, so the demo's sales do not matter.

test.describe.configure({ timeout: 90_000 });

test(
  'the ticket master verifies a pending sale and its ticket enters once',
  ON_POSTGRES,
  async ({ page, request }) => {
    const eventName = `Tambores de San Juan ${unique()}`;
    const { eventId, reference } = await pendingTicketSale(request, {
      eventName,
      place: 'Curiepe, Miranda',
      price: 15,
    });

    // The review list: the sale waits among the pending ones; its details open over the list.
    await openAs(page, demo.ticketmaster.email, '/ticket-sales/pending');
    const search = page.getByRole('searchbox', { name: 'Buscar por comprador, evento o referencia' });
    await search.fill(reference);
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Marta Rondón');
    await expect(row).toContainText(eventName);
    await row.getByRole('button', { name: /^Ver la venta #\d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Venta de entradas #\d+$/ });
    // Each transfer with its own proof; the bolívar part's opens full size.
    await expect(dialog.getByRole('heading', { name: /^Transferencia en USD: / })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Transferencia en Bs\.: Bs\./ })).toBeVisible();
    await expect(dialog.getByText(`BS${reference}`)).toBeVisible();
    const enlarge = dialog.getByRole('button', { name: 'Ampliar el comprobante de pago' });
    await expect(enlarge).toHaveCount(2);
    await enlarge.nth(1).click();
    const proof = page.getByRole('dialog', { name: 'Comprobante del pago en Bs.' });
    await expect(
      proof.getByRole('img', { name: /^Comprobante del pago en Bs\. de la venta #\d+$/ }),
    ).toBeVisible();
    await proof.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    // The server's message: the toast, which the open dialog repeats to screen readers.
    await expect(page.getByText('Venta verificada', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'Venta verificada' })).toHaveCount(1);
    // Verified: its ticket with the QR and the code; only a refund (reject) is left.
    const qr = dialog.getByRole('img', { name: /^Código QR de la entrada / });
    await expect(qr).toBeVisible();
    const code = (await qr.getAttribute('alt'))!.replace('Código QR de la entrada ', '');
    expect(code).toMatch(/^[A-Z0-9]{12}$/);
    await expect(dialog.getByRole('button', { name: 'Verificar' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Rechazar' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    // It has left the pending list.
    await expect(page.getByText('Ninguna venta coincide con la búsqueda.')).toBeVisible();

    // The door of that event: the typed code enters once (lower case and dashes are fine).
    await page.goto(`/check-in?event=${eventId}`);
    await expect(page.getByRole('combobox', { name: 'Evento' })).toContainText(eventName);
    await expect(page.getByText('0 de 1 ingresaron')).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Código de la entrada' });
    await expect(input).toBeFocused();
    await input.fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    await input.press('Enter');
    const result = page.locator('[data-result]');
    await expect(result).toHaveAttribute('data-result', 'admitted');
    await expect(result).toContainText('Adelante');
    await expect(result).toContainText('Marta Rondón · General');
    await expect(input).toHaveValue('');
    await expect(page.getByText('1 de 1 ingresaron')).toBeVisible();

    await input.fill(code);
    await input.press('Enter');
    await expect(result).toHaveAttribute('data-result', 'already');
    await expect(result).toContainText(/Ya ingresó a las \d{1,2}:\d{2}/);

    // On a phone the door and the list fit the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.goto('/ticket-sales/pending');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page);
  },
);
