import { type Dealer, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { upsertCustomer } from '#server/modules/customers/customers.repository.ts';
import { csvRows, FORMULA_SHOPPERS } from '#server/test/csv-export.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { salesFixture } from '#server/test/sales.ts';

// A delivery company's shipments export (GET deliver/report/export) opened in a spreadsheet:
// what others typed (the shopper's name and address, the store's name, the courier's name)
// must stay text there, never run as a formula (CSV injection).

let t: TestApp;
const DAY = '2026-05-05';
const STORE = { name: '@Bodegón(1)', cell: `'@Bodegón(1)` };
const COURIER = { name: '-Pedro', lastname: 'Rápido', cell: `'-Pedro Rápido` };
/** Each shopper's shipment, with the address they typed and the cell it must become. */
const shipments: { id: number; cell: string; addressCell: string }[] = [];
let plainShipment: number;

const company = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.injectAs(ROLES.DELIVERY, { method, url, payload });

beforeAll(async () => {
  t = await createTestApp();
  const storeId = (await t.login('tienda@vitrina.test')).store_id!;
  const fx = await salesFixture(t, storeId);
  const [demoCompany] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select c.id from delivery_companies c join users u on u.id = c.primary_admin_id
        where u.email = 'delivery@vitrina.test'`,
  );
  const companyId = demoCompany!.id;
  await t.database.db.execute(
    sql`insert into store_delivery_links (store_id, company_id) values (${storeId}, ${companyId})`,
  );
  await t.database.db.execute(sql`update stores set name = ${STORE.name} where id = ${storeId}`);
  const added = await company('POST', '/api/deliver/dealer', {
    name: COURIER.name,
    lastname: COURIER.lastname,
    phone: '+58 412 555 0101',
    identification_type: 'V',
    identification: '12345678',
  });
  expect(added.statusCode, added.body).toBe(200);
  const courier = added.json<Dealer>().id;

  /** A sale of the store shipped by the demo company, verified by both and given to the courier. */
  const ship = async (customerId: number, address: string) => {
    const id = await fx.place({
      customerId,
      shipping: { mode: 'route', companyId, address, km: 4.2, feeCents: 300 },
      at: new Date(`${DAY}T15:00:00Z`),
    });
    const verified = await t.injectAs(ROLES.CASHIER, { method: 'POST', url: `/api/bill/${id}/verify` });
    expect(verified.statusCode, verified.body).toBe(200);
    const assigned = await company('POST', `/api/deliver/delivery/${id}/verify`, { dealer_id: courier });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return id;
  };
  for (const [i, shopper] of FORMULA_SHOPPERS.entries()) {
    const customer = await upsertCustomer(t.database.db, {
      storeId,
      channel: 'telegram',
      name: shopper.name,
      lastname: shopper.lastname,
      externalId: `formula-${i}`,
    });
    // The address starts with the same character as the name and holds a comma: quoted too.
    const address = `${shopper.name[0]}1+1, Chacao`;
    shipments.push({
      id: await ship(customer.id, address),
      cell: shopper.cell,
      addressCell: `"'${address}"`,
    });
  }
  plainShipment = await ship(fx.telegram.id, 'Av. Francisco de Miranda');
});
afterAll(() => t.close());

describe('GET deliver/report/export: text that a spreadsheet would run as a formula', () => {
  it('starts each such cell with an apostrophe (quoted when it holds a comma or a quote) and leaves the rest as written', async () => {
    const rows = csvRows(
      await company('GET', `/api/deliver/report/export?initial_date=${DAY}&final_date=${DAY}`),
    );
    const header = rows[0]!;
    const column = (name: string) => {
      const i = header.indexOf(name);
      expect(i, `column ${name}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const [id, store, customer, address, courier, charge] = [
      'envio',
      'tienda',
      'cliente',
      'direccion',
      'repartidor',
      'cobro_usd',
    ].map(column);
    const byId = new Map(rows.slice(1).map((cells) => [Number(cells[id!]), cells]));
    expect(byId.size).toBe(FORMULA_SHOPPERS.length + 1);
    for (const shipment of shipments) {
      const cells = byId.get(shipment.id)!;
      // The columns did not shift: a comma inside a name stays inside its cell.
      expect(cells).toHaveLength(header.length);
      expect(cells[store!]).toBe(STORE.cell);
      expect(cells[customer!]).toBe(shipment.cell);
      expect(cells[address!]).toBe(shipment.addressCell);
      expect(cells[courier!]).toBe(COURIER.cell);
      // Amounts are numbers the server writes: never prefixed.
      expect(cells[charge!]).toBe('3.00');
    }
    const plain = byId.get(plainShipment)!;
    expect(plain[customer!]).toBe('María González');
    expect(plain[address!]).toBe('Av. Francisco de Miranda');
  });
});
