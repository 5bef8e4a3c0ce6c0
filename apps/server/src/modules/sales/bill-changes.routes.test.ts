import { type BillChanges, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { withTwoOwners } from '#server/test/requests.ts';
import { salesFixture } from '#server/test/sales.ts';
import { statementsOf } from '#server/test/statements.ts';

const s = withTwoOwners();
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  fx = await salesFixture(s.t, s.storeId);
});

const changesAs = async (role: 1 | 2 | 3) => {
  const res = await s.t.injectAs(role, { method: 'GET', url: '/api/bill/changes' });
  expect(res.statusCode).toBe(200);
  return res.json<BillChanges>();
};
const otherChanges = async () =>
  (
    await s.t.inject({
      method: 'GET',
      url: '/api/bill/changes',
      headers: { authorization: `Bearer ${s.other.access_token}` },
    })
  ).json<BillChanges>();

describe('GET bill/changes', () => {
  it("names the store's newest sale for the cashier and the owner, and moves when a sale is placed or verified", async () => {
    const id = await fx.place({ channel: 'web', customerId: fx.web.id });
    const placed = await changesAs(ROLES.CASHIER);
    expect(placed.last_id).toBe(id);
    expect(await changesAs(ROLES.CLIENT)).toEqual(placed);

    const verify = await s.t.injectAs(ROLES.CASHIER, { method: 'POST', url: `/api/bill/${id}/verify` });
    expect(verify.statusCode).toBe(200);
    const verified = await changesAs(ROLES.CASHIER);
    expect(verified.last_id).toBe(id);
    expect(Date.parse(verified.updated_at!)).toBeGreaterThanOrEqual(Date.parse(placed.updated_at!));
    expect(verified.updated_at).toBe(verify.json().data.updated_at);

    const next = await fx.place();
    expect((await changesAs(ROLES.CASHIER)).last_id).toBe(next);
  });

  it("never shows another store's sales", async () => {
    const before = await otherChanges();
    expect(before).toEqual({ last_id: null, updated_at: null });
    await fx.place();
    expect(await otherChanges()).toEqual(before);
  });

  it("gives the admin the platform's newest sale, and refuses other roles and strangers", async () => {
    const id = await fx.place();
    expect(await changesAs(ROLES.ADMIN)).toEqual({ last_id: id, updated_at: null });
    for (const role of [ROLES.DELIVERY, ROLES.TICKETMASTER]) {
      expect((await s.t.injectAs(role, { method: 'GET', url: '/api/bill/changes' })).statusCode).toBe(403);
    }
    expect((await s.t.inject({ method: 'GET', url: '/api/bill/changes' })).statusCode).toBe(401);
  });

  it('costs one statement that reads the two indexes, never the sales themselves', async () => {
    const statements = await statementsOf(s.t.database.db, () => changesAs(ROLES.CASHIER));
    const reads = statements.filter((q) => /"bills"/.test(q));
    expect(reads).toHaveLength(1);
    // The plan, with sequential scans priced out so that a missing index shows as one.
    const plan = await s.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const text = reads[0]!.replace(/\$\d+/g, String(s.storeId));
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${text}`));
    });
    const lines = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(lines).not.toMatch(/Seq Scan|Sort/);
    expect(lines.match(/Index Only Scan Backward/g)).toHaveLength(2);
  });
});
