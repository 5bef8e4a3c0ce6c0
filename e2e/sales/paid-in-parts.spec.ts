import { expect, test } from '@playwright/test';
import { solidPng } from '../support/png.ts';
import { openAs, pick } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';
import { withStoreOpen } from '../support/store-hours.ts';
import { ON_POSTGRES } from '../support/tags.ts';

const ALIAS = 'bodegon-la-esquina';
// The cashier at the counter, on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test(
  'a cashier records on a phone a sale paid in two parts, dollars in cash and the rest by a bolívar transfer, and the sale reads paid',
  ON_POSTGRES,
  async ({ page, request }) => {
    test.slow();
    // A shopper's order of its own (no other journey touches it), placed through the store's API.
    let id = 0;
    await withStoreOpen(request, async () => {
      const product = (await (await request.get(`/api/shop/${ALIAS}/products?per_page=20`)).json()).data.find(
        (p: { in_stock: boolean }) => p.in_stock,
      );
      const accounts = (await (await request.get(`/api/shop/${ALIAS}/accounts`)).json()).accounts;
      const placed = await request.post(`/api/shop/${ALIAS}/orders`, {
        multipart: {
          name: 'Pedro',
          email: `pedro-${Date.now()}@example.com`,
          phone: '+58 414 555 0177',
          lines: JSON.stringify([{ product_id: product.id, quantity: 1 }]),
          delivery: 'pickup',
          bank_id: String(accounts[0].id),
          reference: `9${Date.now()}`.slice(-9),
          proof: { name: 'pago.png', mimeType: 'image/png', buffer: solidPng([90, 60, 200]) },
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      id = (await placed.json()).id;
    });

    await openAs(page, demo.cashier.email, `/shopping-details/${id}`);
    const parts = page.getByRole('region', { name: 'Pagos recibidos' });
    await expect(parts).toContainText('Aún no hay pagos registrados.');
    const summary = (await parts.getByText(/^Pagado .+ de .+ · Falta .+$/).textContent()) ?? '';

    // One dollar in cash first.
    await parts.getByRole('button', { name: 'Registrar pago' }).click();
    let dialog = page.getByRole('dialog', { name: 'Registrar pago' });
    await dialog.getByRole('radio', { name: 'Efectivo' }).check();
    await dialog.getByRole('radio', { name: 'Dólares' }).check();
    await dialog.getByRole('textbox', { name: 'Monto' }).fill('1');
    await dialog.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(toast(page, 'Pago registrado')).toBeVisible();
    await expect(parts.getByText(/^Pagado 1,00\sUS\$ de /)).toBeVisible();
    expect(summary).not.toContain('Pagado 1,00');

    // The rest by a bolívar transfer to the store's account, the amount filled in by what is due.
    await parts.getByRole('button', { name: 'Registrar pago' }).click();
    dialog = page.getByRole('dialog', { name: 'Registrar pago' });
    await dialog.getByRole('radio', { name: 'Transferencia' }).check();
    await dialog.getByRole('radio', { name: 'Bolívares' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Monto' })).not.toHaveValue('');
    await pick(page, dialog, 'Cuenta', /Banco de Venezuela/);
    await dialog.getByRole('textbox', { name: 'Referencia' }).fill('00456789');
    await dialog.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(toast(page, 'Pago registrado')).toBeVisible();

    // Covered: verified and paid, its history says how.
    await expect(parts.getByText(/^Pagado .+ de .+$/)).not.toContainText('Falta');
    await expect(parts.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
    await expect(page.getByText('Pagada').first()).toBeVisible();
    await expect(page.getByText('Pagada por partes')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow, 'the sale with its parts scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  },
);
