import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import { bankAccount } from './banks.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { multipart, testImage } from './multipart.ts';

/** The demo store's storefront alias (seed/demo.ts). */
export const ALIAS = 'bodegon-la-esquina';

const owner = (t: TestApp, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown) =>
  t.injectAs(ROLES.CLIENT, { method, url: `/api${url}`, payload: payload as never });

/**
 * What a storefront test needs: the demo store with a catalogue of stocked products (one with an
 * extra), a second catalogue's extra, a USD and a VES account, another store's product and
 * account, and a checkout that posts the multipart form with a real picture as proof.
 */
export async function shopFixture(t: TestApp) {
  const storeId = (await t.login('tienda@vitrina.test')).store_id!;
  const catalogue = (await owner(t, 'POST', `/store/${storeId}/catalogues`, { name: 'Víveres' })).json();
  const drinks = (await owner(t, 'POST', `/store/${storeId}/catalogues`, { name: 'Bebidas' })).json();
  const product = async (name: string, price: number, quantity: number, cat = catalogue.id) =>
    (await owner(t, 'POST', `/catalogues/${cat}/products`, { name, price, quantity })).json() as {
      id: number;
      name: string;
    };
  const arepa = await product('Arepa reina pepiada', 3.5, 100);
  const malta = await product('Malta', 1.25, 100, drinks.id);
  const last = await product('Queso llanero', 8, 1);
  const hidden = (
    await owner(t, 'POST', `/catalogues/${catalogue.id}/products`, {
      name: 'Oculto',
      price: 1,
      quantity: 5,
      active: false,
    })
  ).json() as { id: number };
  const cheese = (
    await owner(t, 'POST', `/catalogues/${catalogue.id}/extras`, { name: 'Queso extra', price: 0.75 })
  ).json();
  const ice = (
    await owner(t, 'POST', `/catalogues/${drinks.id}/extras`, { name: 'Hielo', price: 0.1 })
  ).json();
  const bank = async (account_type: 'USD' | 'VES') =>
    (
      await owner(
        t,
        'POST',
        '/banks',
        account_type === 'USD'
          ? bankAccount({ bank_name: 'Zelle', account_type, account_number: 'pagos@bodegon.test' })
          : bankAccount(),
      )
    ).json() as { id: number };
  const usd = await bank('USD');
  const ves = await bank('VES');
  const proof = await testImage('png');

  /** POST shop/{alias}/orders as a form; `fields` override the defaults, `file` the proof. */
  const checkout = (fields: Record<string, unknown> = {}, file: Buffer | null = proof, ip = '127.0.0.2') => {
    const values: Record<string, unknown> = {
      name: 'Ana',
      lastname: 'Pérez',
      email: 'ana@example.com',
      phone: '+58 412 555 0101',
      lines: [{ product_id: arepa.id, quantity: 2 }],
      delivery: 'pickup',
      bank_id: usd.id,
      reference: '123456',
      ...fields,
    };
    const parts = Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) }));
    if (file) parts.push({ name: 'proof', value: file, filename: 'pago.png', type: 'image/png' } as never);
    const form = multipart(parts);
    return t.inject({
      method: 'POST',
      url: `/api/shop/${ALIAS}/orders`,
      remoteAddress: ip,
      ...form,
    });
  };

  const count = async (table: 'bills' | 'customers') =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        )
      )[0]!.n,
    );
  const files = async () => (await storedFiles(t.files)).length;
  /** Another store (owned by the admin account) with a product and an account. */
  const other = async () => {
    const db = t.database.db;
    const [admin] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email = 'admin@vitrina.test'`,
    );
    const [store] = await queryRows<{ id: number }>(
      db,
      sql`insert into stores (owner_id, name, web_store) values (${admin!.id}, 'Otra tienda', 'otra') returning id`,
    );
    const [cat] = await queryRows<{ id: number }>(
      db,
      sql`insert into catalogues (store_id, name) values (${store!.id}, 'Otro') returning id`,
    );
    const [prod] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (store_id, catalogue_id, name, price_cents, quantity)
          values (${store!.id}, ${cat!.id}, 'Ajeno', 100, 10) returning id`,
    );
    const [acct] = await queryRows<{ id: number }>(
      db,
      sql`insert into banks (store_id, bank_name, account_type, account_number, owner_full_name,
            owner_idenfication_type, owner_idenfication)
          values (${store!.id}, 'Otro banco', 'USD', 'x@y.test', 'Otro', 'V', 'V-1') returning id`,
    );
    return { storeId: store!.id, productId: prod!.id, bankId: acct!.id };
  };
  return {
    other,
    storeId,
    catalogue,
    drinks,
    arepa,
    malta,
    last,
    hidden,
    cheese,
    ice,
    usd,
    ves,
    proof,
    checkout,
    count,
    files,
  };
}

export type ShopFixture = Awaited<ReturnType<typeof shopFixture>>;

/** For a test file of the shopper's side: a fresh app and shop fixture for each test. */
export function withShopApp(): { t: TestApp; f: ShopFixture } {
  const s = {} as { t: TestApp; f: ShopFixture };
  beforeEach(async () => {
    s.t = await createTestApp();
    s.f = await shopFixture(s.t);
  });
  afterEach(async () => {
    await s.t?.close();
  });
  return s;
}
