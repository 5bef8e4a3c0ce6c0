import { ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertCustomer } from '#server/modules/customers/customers.repository.ts';
import { csvRows, FORMULA_SHOPPERS } from '#server/test/csv-export.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { salesFixture } from '#server/test/sales.ts';

// The sales export (GET bill/export) opened in a spreadsheet: what shoppers typed (their name,
// the payment reference) must stay text there, never run as a formula (CSV injection).

let t: TestApp;
const DAY = '2026-05-05';
/** Each shopper's sale, with the reference they typed and the cell it must become. */
const sales: { id: number; cell: string; reference: string; referenceCell: string }[] = [];
let plainSale: number;

beforeAll(async () => {
  t = await createTestApp();
  const storeId = (await t.login('tienda@vitrina.test')).store_id!;
  const fx = await salesFixture(t, storeId);
  for (const [i, shopper] of FORMULA_SHOPPERS.entries()) {
    const customer = await upsertCustomer(t.database.db, {
      storeId,
      channel: 'web',
      name: shopper.name,
      lastname: shopper.lastname,
      externalId: `formula-${i}`,
    });
    // The reference starts with the same character as the name: =, +, - or @.
    const reference = `${shopper.name[0]}${i}+cmd|' /C calc'!A0`;
    const id = await fx.place({
      channel: 'web',
      customerId: customer.id,
      payment: { currency: 'VES', dollarRate: 36.5, method: 'pago_movil', reference },
      at: new Date(`${DAY}T15:00:00Z`),
    });
    sales.push({ id, cell: shopper.cell, reference, referenceCell: `'${reference}` });
  }
  plainSale = await fx.place({
    payment: { currency: 'VES', dollarRate: 36.5, method: 'pago_movil', reference: 'A-123' },
    at: new Date(`${DAY}T16:00:00Z`),
  });
});
afterAll(() => t.close());

describe('GET bill/export: shopper text that a spreadsheet would run as a formula', () => {
  it('starts each such cell with an apostrophe (quoted when it holds a comma or a quote) and leaves the rest as written', async () => {
    const rows = csvRows(
      await t.injectAs(ROLES.CLIENT, {
        method: 'GET',
        url: `/api/bill/export?initial_date=${DAY}&final_date=${DAY}`,
      }),
    );
    const header = rows[0]!;
    const column = (name: string) => {
      const i = header.indexOf(name);
      expect(i, `column ${name}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const [id, customer, reference, total] = ['venta', 'cliente', 'referencia', 'total_usd'].map(column);
    const byId = new Map(rows.slice(1).map((cells) => [Number(cells[id!]), cells]));
    expect(byId.size).toBe(FORMULA_SHOPPERS.length + 1);
    for (const sale of sales) {
      const cells = byId.get(sale.id)!;
      // The columns did not shift: a comma inside a name stays inside its cell.
      expect(cells).toHaveLength(header.length);
      expect(cells[customer!]).toBe(sale.cell);
      expect(cells[reference!]).toBe(sale.referenceCell);
      // Amounts are numbers the server writes: never prefixed.
      expect(cells[total!]).toMatch(/^\d+\.\d\d$/);
    }
    const plain = byId.get(plainSale)!;
    expect(plain[customer!]).toBe('María González');
    expect(plain[reference!]).toBe('A-123');
  });
});
