import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Bill, ROLES } from '@vitrina/contract';
import { upsertCustomer } from '#server/modules/customers/customers.repository.ts';
import { createSalesService, type NewSale } from '#server/modules/sales/sales.service.ts';
import type { TestApp } from './harness.ts';
import { diskFileStore } from './stored-files.ts';

/**
 * What a sales test needs: a catalogue with stocked products, a customer per channel and a
 * way to place sales (storefronts and the bot do it through the same service).
 */
export async function salesFixture(t: TestApp, storeId: number) {
  const sales = createSalesService({
    db: t.database.db,
    files: diskFileStore(mkdtempSync(path.join(tmpdir(), 'vitrina-proofs-'))),
    timeZone: 'America/Caracas',
    onOutbox: () => {},
  });
  const catalogue = (
    await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/store/${storeId}/catalogues`,
      payload: { name: 'Ventas' },
    })
  ).json();
  const product = async (name: string, price: number, quantity = 1000) =>
    (
      await t.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: `/api/catalogues/${catalogue.id}/products`,
        payload: { name, price, quantity },
      })
    ).json() as { id: number; name: string };
  const arepa = await product('Arepa reina pepiada', 3.5);
  const malta = await product('Malta', 1.25);
  const telegram = await upsertCustomer(t.database.db, {
    storeId,
    channel: 'telegram',
    name: 'María',
    lastname: 'González',
    externalId: '555001',
    username: 'mariag',
  });
  const web = await upsertCustomer(t.database.db, {
    storeId,
    channel: 'web',
    name: 'José',
    lastname: 'Rodríguez',
    email: 'jose@example.com',
    externalId: 'web-1',
  });

  const place = (over: Partial<NewSale> = {}) =>
    sales.create({
      storeId,
      customerId: telegram.id,
      channel: 'telegram',
      items: [
        { productId: arepa.id, quantity: 2 },
        { productId: malta.id, quantity: 1 },
      ],
      shipping: { mode: 'route', address: 'Calle 1, Chacao', feeCents: 150 },
      payment: { currency: 'VES', dollarRate: 36.5, method: 'pago_movil', reference: `REF${Math.random()}` },
      ...over,
    });
  return { sales, place, arepa, malta, telegram, web, catalogue };
}

/**
 * A sale's calls through the API for a test file's app (read when called): `act` takes an
 * action (verify, shipping, …) as the owner (2) or the cashier (3), `get` reads the sale.
 */
export function saleCalls(app: () => TestApp) {
  const act = (role: 2 | 3, id: number, action: string, payload?: object) =>
    app().injectAs(role, { method: 'POST', url: `/api/bill/${id}/${action}`, payload });
  const get = async (id: number) =>
    (await app().injectAs(ROLES.CASHIER, { method: 'GET', url: `/api/bill/${id}` })).json<Bill>();
  return { act, get };
}
