import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { ALIAS, withShopApp } from '#server/test/shop.ts';

// The question a cart asks before its payment step: can this order be taken now?
const ctx = withShopApp();

const check = (lines: unknown) =>
  ctx.t.inject({ method: 'POST', url: `/api/shop/${ALIAS}/order-check`, payload: { lines } });
const stockOf = async (id: number) =>
  (
    await queryRows<{ quantity: number }>(
      ctx.t.database.db,
      sql`select quantity from products where id = ${id}`,
    )
  )[0]!.quantity;
const storeAnswer = async () => (await ctx.t.inject({ method: 'GET', url: `/api/shop/${ALIAS}` })).json();

describe('POST shop/{alias}/order-check', () => {
  it('answers the subtotal of a cart the store can take now, and takes nothing', async () => {
    const res = await check([{ product_id: ctx.f.arepa.id, quantity: 2, extra_ids: [ctx.f.cheese.id] }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subtotal: 8.5 });
    expect(await stockOf(ctx.f.arepa.id)).toBe(100);
    expect(await ctx.f.count('bills')).toBe(0);
    expect((await storeAnswer()).orders_blocked_by).toBeNull();
  });

  it('names a product short and what is left, and an unknown one in Spanish', async () => {
    const short = await check([{ product_id: ctx.f.last.id, quantity: 2 }]);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Queso llanero se agotó: solo queda 1 unidad.');
    const unknown = await check([{ product_id: ctx.f.hidden.id, quantity: 1 }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.lines).toEqual([
      `El producto ${ctx.f.hidden.id} no existe o no está disponible en esta tienda`,
    ]);
  });

  it('says a closed store opens when, before the shopper pays', async () => {
    const now = new Date(Date.now() + 3 * 3600_000);
    const hh = String(now.getUTCHours()).padStart(2, '0');
    await ctx.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/store/${ctx.f.storeId}/schedule`,
      payload: {
        schedules: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          opens_at: `${hh}:00`,
          closes_at: `${hh}:01`,
        })),
      },
    });
    const res = await check([{ product_id: ctx.f.arepa.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^La tienda está cerrada en este momento\. Abre el \S+ a las \d\d:00\.$/,
    );
  });

  it('says a store with no account to pay into takes no orders yet, on the check and on the store', async () => {
    for (const bank of [ctx.f.usd, ctx.f.ves]) {
      const res = await ctx.t.injectAs(ROLES.CLIENT, { method: 'DELETE', url: `/api/banks/${bank.id}` });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const res = await check([{ product_id: ctx.f.arepa.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta tienda aún no recibe pedidos.');
    expect((await storeAnswer()).orders_blocked_by).toBe('no_account');
  });

  it('gives a suspended store its own refusal, before anything else', async () => {
    await ctx.t.database.db.execute(sql`update stores set status_id = 2 where id = ${ctx.f.storeId}`);
    await ctx.t.database.db.execute(sql`delete from banks where store_id = ${ctx.f.storeId}`);
    const res = await check([{ product_id: ctx.f.arepa.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).not.toBe('Esta tienda aún no recibe pedidos.');
    expect((await storeAnswer()).orders_blocked_by).toBe('not_selling');
  });
});
