import { ROLES, PURCHASE_STATUS as S } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { withTwoOwners } from '#server/test/requests.ts';
import { saleCalls, salesFixture } from '#server/test/sales.ts';

// What a sale holds and refuses, its stock under simultaneous sales, and who may read and
// change it. Its lifecycle: sale-lifecycle.routes.test.ts; the list: sales-list.routes.test.ts.

const s = withTwoOwners();
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  fx = await salesFixture(s.t, s.storeId);
});

const { get } = saleCalls(() => s.t);

describe('a sale', () => {
  it('holds its items at the price of the sale, totals in USD and VES, and starts not verified and not paid', async () => {
    const id = await fx.place();
    const bill = await get(id);
    expect(bill).toMatchObject({
      channel: 'telegram',
      status: S.NOT_VERIFIED,
      payment_status: 0,
      subtotal: 8.25,
      shipping: 1.5,
      total: 9.75,
      payment_currency: 'VES',
      dollar_rate: 36.5,
      ves_amount: 355.88,
      customer: { name: 'María', username: 'mariag' },
      shipping_info: { mode: 'route', address: 'Calle 1, Chacao' },
      allowed_actions: ['verify', 'reject', 'cancel'],
    });
    expect(bill.items.map((i) => [i.name, i.quantity, i.unit_price, i.line_total])).toEqual([
      ['Arepa reina pepiada', 2, 3.5, 7],
      ['Malta', 1, 1.25, 1.25],
    ]);
    expect(bill.history).toHaveLength(1);
  });

  it('takes the stock and refuses a sale beyond it', async () => {
    const before = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${fx.malta.id}` })
    ).json();
    await fx.place({ items: [{ productId: fx.malta.id, quantity: 3 }] });
    const after = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${fx.malta.id}` })
    ).json();
    expect(after.quantity).toBe(before.quantity - 3);
    await expect(fx.place({ items: [{ productId: fx.malta.id, quantity: 100_000 }] })).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

describe('what a sale refuses', () => {
  const stock = async () =>
    (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${fx.arepa.id}` })).json()
      .quantity as number;
  const sales = async () =>
    (await queryRows<{ n: number }>(s.t.database.db, sql`select count(*)::int as n from bills`))[0]!.n;

  it('refuses a VES payment without a dollar rate instead of pricing it at 1, and records nothing', async () => {
    const [before, count] = [await stock(), await sales()];
    for (const dollarRate of [undefined, 0, -3]) {
      await expect(
        fx.place({ payment: { currency: 'VES', method: 'pago_movil', dollarRate } }),
      ).rejects.toMatchObject({
        statusCode: 422,
        errors: { dollar_rate: ['Indique la tasa del dólar para un pago en bolívares'] },
      });
    }
    expect([await stock(), await sales()]).toEqual([before, count]);
  });

  it('prices the extras chosen and refuses an unknown or inactive one instead of dropping it', async () => {
    const extra = async (name: string, price: number) =>
      (
        await s.t.injectAs(ROLES.CLIENT, {
          method: 'POST',
          url: `/api/catalogues/${fx.catalogue.id}/extras`,
          payload: { name, price },
        })
      ).json<{ id: number }>();
    const cheese = await extra('Queso extra', 0.5);
    const off = await extra('Aguacate', 1);
    await s.t.injectAs(ROLES.CLIENT, {
      method: 'PATCH',
      url: `/api/extras/${off.id}`,
      payload: { active: false },
    });
    const id = await fx.place({ items: [{ productId: fx.arepa.id, quantity: 2, extraIds: [cheese.id] }] });
    const [line] = (await get(id)).items;
    expect(line).toMatchObject({
      unit_price: 3.5,
      line_total: 8,
      extras: [{ name: 'Queso extra', price: 0.5 }],
    });
    const [before, count] = [await stock(), await sales()];
    for (const unknown of [999_999, off.id]) {
      await expect(
        fx.place({ items: [{ productId: fx.arepa.id, quantity: 1, extraIds: [cheese.id, unknown] }] }),
      ).rejects.toMatchObject({
        statusCode: 422,
        errors: { extras: [`El extra ${unknown} no existe o no está disponible`] },
      });
    }
    expect([await stock(), await sales()]).toEqual([before, count]);
  });
});

describe('stock under simultaneous sales', () => {
  it('sells the last units once: 10 sales of 1 at once on 4 in stock give 4 sales and 6 refusals', async () => {
    const created = await s.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/catalogues/${fx.catalogue.id}/products`,
      payload: { name: 'Últimas cuatro', price: 2, quantity: 4 },
    });
    const productId = created.json<{ id: number }>().id;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => fx.place({ items: [{ productId, quantity: 1 }] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    }
    const left = await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${productId}` });
    expect(left.json().quantity).toBe(0);
  });
});

describe('access', () => {
  it("answers 404 to another store's owner and 403 to other roles", async () => {
    const id = await fx.place();
    const asOther = (method: 'GET' | 'POST', url: string, payload?: object) =>
      s.t.inject({ method, url, payload, headers: { authorization: `Bearer ${s.other.access_token}` } });
    expect((await asOther('GET', `/api/bill/${id}`)).statusCode).toBe(404);
    for (const action of ['verify', 'reject', 'shipping', 'delivery']) {
      expect((await asOther('POST', `/api/bill/${id}/${action}`)).statusCode).toBe(404);
    }
    expect((await asOther('POST', `/api/bill/${id}/cancel`, { note: 'x' })).statusCode).toBe(404);
    expect((await asOther('GET', '/api/bill')).json().data).toEqual([]);
    for (const role of [ROLES.ADMIN, ROLES.DELIVERY, ROLES.TICKETMASTER]) {
      expect((await s.t.injectAs(role, { method: 'GET', url: `/api/bill/${id}` })).statusCode).toBe(403);
      expect((await s.t.injectAs(role, { method: 'POST', url: `/api/bill/${id}/verify` })).statusCode).toBe(
        403,
      );
    }
    // The cashier works the list and the sales, not the reports or the dashboard.
    const range = 'start_date=2026-01-01&end_date=2026-12-31';
    for (const url of [
      `/api/mostselled?${range}`,
      `/api/profit?${range}`,
      `/api/bill/export?initial_date=2026-01-01&final_date=2026-12-31`,
    ]) {
      expect((await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url })).statusCode).toBe(403);
    }
    const report = await s.t.injectAs(ROLES.CASHIER, {
      method: 'POST',
      url: '/api/bill',
      payload: { initial_date: '2026-01-01', final_date: '2026-12-31' },
    });
    expect(report.statusCode).toBe(403);
    expect((await get(id)).status).toBe(S.NOT_VERIFIED);
  });
});
