import { ROLES, type Store, type StoreReadiness } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import { bankAccount } from '#server/test/banks.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart, testImage } from '#server/test/multipart.ts';

let t: TestApp;
let owner: OtherAccount;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signupOwner(t, 'nueva@vitrina.test');
  storeId = owner.session.store_id!;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  owner.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const readiness = async () => {
  const res = await call('GET', `/store/${storeId}/readiness`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StoreReadiness>();
};
const done = (r: StoreReadiness) => r.steps.filter((s) => s.done).map((s) => s.key);
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as { id: number };
};

describe('GET store/{id}/readiness', () => {
  it('a new store: nothing set up, shoppers cannot order for want of an account', async () => {
    const r = await readiness();
    expect(r.steps.map((s) => [s.key, s.optional])).toEqual([
      ['profile', false],
      ['web_address', false],
      ['payment_account', false],
      ['hours', false],
      ['product', false],
      ['telegram', true],
      ['delivery', true],
    ]);
    expect(done(r)).toEqual([]);
    expect(r).toMatchObject({ complete: false, orders_blocked_by: 'no_account' });
  });

  it('ticks each line as the owner sets it up, and the store takes orders once it has an account and a product', async () => {
    await ok(
      owner.inject({
        method: 'POST',
        url: `/api/store/set_image/${storeId}`,
        ...multipart([{ name: 'image', value: await testImage('png', 200), filename: 'logo.png' }]),
      }),
    );
    expect(done(await readiness())).toEqual(['profile']);

    const store = (await call('GET', '/store/mystore')).json<Store>();
    await ok(
      call('PATCH', `/store/${storeId}/web`, {
        web_store: 'nueva-tienda',
        template_id: store.templates[0]!.id,
      }),
    );
    await ok(call('POST', '/banks', bankAccount()));
    let r = await readiness();
    expect(done(r)).toEqual(['profile', 'web_address', 'payment_account']);
    expect(r.orders_blocked_by).toBe('no_product');

    const catalogue = await ok(call('POST', `/store/${storeId}/catalogues`, { name: 'Víveres' }));
    // Out of stock, then inactive: neither is something to sell.
    const product = await ok(
      call('POST', `/catalogues/${catalogue.id}/products`, { name: 'Harina', price: 1.5, quantity: 0 }),
    );
    expect((await readiness()).orders_blocked_by).toBe('no_product');
    await ok(call('PATCH', `/products/${product.id}`, { quantity: 4, active: false }));
    expect((await readiness()).orders_blocked_by).toBe('no_product');
    await ok(call('PATCH', `/products/${product.id}`, { active: true }));
    r = await readiness();
    expect(r.orders_blocked_by).toBeNull();
    expect(r.complete).toBe(false);

    await ok(
      call('POST', `/store/${storeId}/schedule`, {
        schedules: [{ weekday: 1, opens_at: '08:00', closes_at: '18:00' }],
      }),
    );
    r = await readiness();
    expect(done(r)).toEqual(['profile', 'web_address', 'payment_account', 'hours', 'product']);
    // The bot and delivery are optional: the first steps are complete without them.
    expect(r).toMatchObject({ complete: true, orders_blocked_by: null });
  });

  it('says the store may not sell once its membership ended, whatever else is set up', async () => {
    await t.database.db.execute(
      sql`update users set membership_until = now() - interval '1 day' where email = 'nueva@vitrina.test'`,
    );
    expect((await readiness()).orders_blocked_by).toBe('not_selling');
    const shop = await t.inject({ method: 'GET', url: '/api/shop/nueva-tienda' });
    expect(shop.json().orders_blocked_by).toBe('not_selling');
  });

  it("is the owner's own: another store is 404, a cashier and the admin 403", async () => {
    const demoStore = (await t.login('tienda@vitrina.test')).store_id!;
    expect((await call('GET', `/store/${demoStore}/readiness`)).statusCode).toBe(404);
    for (const role of [ROLES.CASHIER, ROLES.ADMIN]) {
      const res = await t.injectAs(role, { method: 'GET', url: `/api/store/${storeId}/readiness` });
      expect(res.statusCode).toBe(403);
    }
  });
});
