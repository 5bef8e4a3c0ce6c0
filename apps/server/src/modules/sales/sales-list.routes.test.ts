import { type BillRow, type Page, ROLES, PURCHASE_STATUS as S } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { withTwoOwners } from '#server/test/requests.ts';
import { saleCalls, salesFixture } from '#server/test/sales.ts';
import { statementsOf } from '#server/test/statements.ts';

const s = withTwoOwners();
let fx: Awaited<ReturnType<typeof salesFixture>>;
const { act } = saleCalls(() => s.t);

// The list reads sales in several states: more than a page of them waiting for verification,
// one verified and one rejected.
beforeAll(async () => {
  fx = await salesFixture(s.t, s.storeId);
  for (let i = 0; i < 8; i++) await fx.place();
  await act(ROLES.CASHIER, await fx.place(), 'verify');
  await act(ROLES.CASHIER, await fx.place(), 'reject');
});

describe('the sales list', () => {
  it('pages newest first without repeats and counts from the rollups', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const url: string = `/api/bill?per_page=7${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url })).json<Page<BillRow>>();
      seen.push(...body.data.map((b) => b.id));
      total = body.meta.total;
      cursor = body.meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    const [count] = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from bills where store_id = ${s.storeId}`,
    );
    expect(seen.length).toBe(count!.n);
    expect(total).toBe(count!.n);
  });

  it("shows each sale's own number of items", async () => {
    const two = await fx.place();
    const one = await fx.place({ items: [{ productId: fx.malta.id, quantity: 3 }] });
    const list = await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/bill?per_page=100' });
    const body = list.json<Page<BillRow>>();
    const counted = await queryRows<{ id: number; n: number }>(
      s.t.database.db,
      sql`select b.id, count(i.id)::int as n from bills b left join bill_items i on i.bill_id = b.id
          where b.store_id = ${s.storeId} group by b.id`,
    );
    const itemsOf = new Map(counted.map((r) => [r.id, r.n]));
    expect(body.data.find((b) => b.id === two)?.items_count).toBe(2);
    expect(body.data.find((b) => b.id === one)?.items_count).toBe(1);
    for (const b of body.data) expect(b.items_count).toBe(itemsOf.get(b.id));
  });

  it('filters by status and channel, and searches by customer or number', async () => {
    const webSale = await fx.place({ channel: 'web', customerId: fx.web.id });
    const web = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?channel=web&per_page=100' })
    ).json<Page<BillRow>>();
    expect(web.data.every((b) => b.channel === 'web')).toBe(true);
    expect(web.data.map((b) => b.id)).toContain(webSale);
    const rejected = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill?status=${S.REJECTED}` })
    ).json<Page<BillRow>>();
    expect(rejected.data.length).toBeGreaterThan(0);
    expect(rejected.data.every((b) => b.status === S.REJECTED)).toBe(true);
    // A search by the customer finds exactly that customer's sales (the customer filter's list).
    const ids = async (query: string) =>
      (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill?per_page=100&${query}` })).json<
        Page<BillRow>
      >();
    const mine = await ids(`customer_id=${fx.web.id}`);
    expect(mine.data.length).toBeGreaterThan(0);
    for (const q of ['rodríguez', 'José Rodríguez', 'JOSE@EXAMPLE']) {
      const found = await ids(`q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((b) => b.id),
        q,
      ).toEqual(mine.data.map((b) => b.id));
      expect(found.meta.total, q).toBe(mine.data.length);
    }
    expect((await ids('q=nadie-con-este-nombre')).data).toEqual([]);
    const byNumber = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill?q=%23${webSale}` })
    ).json<Page<BillRow>>();
    expect(byNumber.data.map((b) => b.id)).toEqual([webSale]);
  });

  it('counts the matching sales for the first page only; later pages carry that count', async () => {
    for (let i = 0; i < 4; i++) await fx.place({ channel: 'web', customerId: fx.web.id });
    const counts = (statements: string[]) =>
      statements.filter((q) => /"sales_daily"|"matching"/.test(q)).length;
    let first: Page<BillRow> | undefined;
    const firstStatements = await statementsOf(s.t.database.db, async () => {
      first = (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?per_page=3' })).json();
    });
    expect(counts(firstStatements)).toBe(1);
    expect(first!.meta.total_is_estimate).toBeUndefined();
    let second: Page<BillRow> | undefined;
    const url = `/api/bill?per_page=3&cursor=${first!.meta.next_cursor}`;
    const secondStatements = await statementsOf(s.t.database.db, async () => {
      second = (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url })).json();
    });
    expect(counts(secondStatements), secondStatements.join('\n')).toBe(0);
    // The session, the page and the customers' names.
    expect(secondStatements).toHaveLength(3);
    expect(second!.meta).toMatchObject({ total: first!.meta.total, total_is_estimate: true });
    // A search counts from the sales themselves, again for its first page only.
    const search = await statementsOf(s.t.database.db, () =>
      s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?per_page=1&q=rodr%C3%ADguez' }),
    );
    expect(counts(search)).toBe(1);
  });

  it("lists one customer's purchases", async () => {
    const mine = (
      await s.t.injectAs(ROLES.CLIENT, {
        method: 'GET',
        url: `/api/bill?customer_id=${fx.web.id}&per_page=100`,
      })
    ).json<Page<BillRow>>();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((b) => b.customer_id === fx.web.id)).toBe(true);
    expect(mine.meta.total).toBe(mine.data.length);
  });

  it('puts the sales waiting for verification first in the cashier view', async () => {
    const pending = (
      await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/bill?sort=pending&per_page=100' })
    ).json<Page<BillRow>>();
    const firstOther = pending.data.findIndex((b) => b.status !== S.NOT_VERIFIED);
    expect(firstOther).toBeGreaterThan(0);
    expect(pending.data.slice(firstOther).every((b) => b.status !== S.NOT_VERIFIED)).toBe(true);
  });
});
