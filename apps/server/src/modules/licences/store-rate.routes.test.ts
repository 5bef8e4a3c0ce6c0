import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { ALIAS, withShopApp } from '#server/test/shop.ts';

const ctx = withShopApp();

const owner = (method: 'GET' | 'PUT', payload?: unknown, storeId = ctx.f.storeId) =>
  ctx.t.injectAs(ROLES.CLIENT, {
    method,
    url: `/api/store/${storeId}/dollar-rate`,
    payload: payload as never,
  });
const shopRate = async () => {
  const { dollar_rate, dollar_rate_at } = (
    await ctx.t.inject({ method: 'GET', url: `/api/shop/${ALIAS}/accounts` })
  ).json();
  return { dollar_rate, dollar_rate_at };
};
const billRate = async (id: number) =>
  (
    await queryRows<{ dollar_rate: string; ves_cents: number }>(
      ctx.t.database.db,
      sql`select dollar_rate, ves_cents::int as ves_cents from bills where id = ${id}`,
    )
  )[0]!;

describe("a store's own dollar rate", () => {
  it('prices its bolívares and its sales; without it, the platform’s; each sale keeps its own', async () => {
    await ctx.t.injectAs(ROLES.ADMIN, {
      method: 'PUT',
      url: '/api/plans/dollar-rate',
      payload: { dollarRate: 36.5 },
    });
    const following = (await owner('GET')).json();
    expect(following).toMatchObject({
      own_rate: null,
      in_force: { rate: 36.5, origin: 'admin' },
      platform: { rate: 36.5, origin: 'admin' },
    });
    expect(following.in_force.at).toBe(following.platform.at);

    const set = await owner('PUT', { dollar_rate: 40.25 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      own_rate: 40.25,
      in_force: { rate: 40.25, origin: 'store' },
      platform: { rate: 36.5 },
    });
    // The shopper reads it, with its time, and pays at it.
    const shown = await shopRate();
    expect(shown).toEqual({ dollar_rate: 40.25, dollar_rate_at: set.json().in_force.at });
    const own = await ctx.f.checkout({ bank_id: ctx.f.ves.id });
    expect(own.statusCode, own.body).toBe(201);
    expect(await billRate(own.json().id)).toEqual({
      dollar_rate: '40.2500',
      ves_cents: Math.round(700 * 40.25),
    });

    // Following the platform's again: the next sale takes it; the first keeps its rate.
    const back = await owner('PUT', { dollar_rate: null });
    expect(back.json()).toMatchObject({ own_rate: null, in_force: { rate: 36.5, origin: 'admin' } });
    expect((await shopRate()).dollar_rate).toBe(36.5);
    const next = await ctx.f.checkout({ bank_id: ctx.f.ves.id, reference: '654321' });
    expect(next.statusCode, next.body).toBe(201);
    expect((await billRate(next.json().id)).dollar_rate).toBe('36.5000');
    expect((await billRate(own.json().id)).dollar_rate).toBe('40.2500');

    const [audit] = await queryRows<{ store_id: number; changes: unknown }>(
      ctx.t.database.db,
      sql`select store_id, changes from audit_log where kind = 'dollar_rate.update' order by id desc limit 1`,
    );
    expect(audit).toEqual({ store_id: ctx.f.storeId, changes: { dollar_rate: { from: 40.25, to: null } } });
  });

  it('is its owner’s alone, and a bad rate changes nothing', async () => {
    const bad = await owner('PUT', { dollar_rate: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.dollar_rate).toHaveLength(1);
    expect((await owner('PUT', { dollar_rate: '40' })).statusCode).toBe(422);
    expect((await owner('PUT', { dollar_rate: 40.12345 })).statusCode).toBe(422);
    expect((await owner('GET')).json().own_rate).toBeNull();
    expect((await owner('GET', undefined, ctx.f.storeId + 1000)).statusCode).toBe(404);
    for (const role of [ROLES.CASHIER, ROLES.ADMIN, ROLES.DELIVERY]) {
      const res = await ctx.t.injectAs(role, {
        method: 'PUT',
        url: `/api/store/${ctx.f.storeId}/dollar-rate`,
        payload: { dollar_rate: 50 },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await shopRate()).dollar_rate).toBe(1);
  });
});
