import { REVENUE_STATUSES, type Report, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { dayIn } from '#server/lib/days.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { salesFixture } from '#server/test/sales.ts';

let t: TestApp;
let storeId: number;
let fx: Awaited<ReturnType<typeof salesFixture>>;
const FROM = '2026-01-01';
const TO = '2026-12-31';

/** A deterministic pseudo-random sequence, so the data set is the same each run. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  storeId = (await t.login('tienda@vitrina.test')).store_id!;
  fx = await salesFixture(t, storeId);
  // 60 sales over ten days of March, on both channels, moved through random actions.
  const rand = prng(42);
  for (let i = 0; i < 60; i++) {
    const web = rand() < 0.4;
    const id = await fx.place({
      channel: web ? 'web' : 'telegram',
      customerId: web ? fx.web.id : fx.telegram.id,
      items: [
        { productId: fx.arepa.id, quantity: 1 + Math.floor(rand() * 3) },
        ...(rand() < 0.5 ? [{ productId: fx.malta.id, quantity: 1 + Math.floor(rand() * 2) }] : []),
      ],
      shipping:
        rand() < 0.3
          ? { mode: 'pickup', feeCents: 0 }
          : { mode: 'route', feeCents: 100 + Math.floor(rand() * 300) },
      at: new Date(Date.UTC(2026, 2, 1 + Math.floor(rand() * 10), 12 + Math.floor(rand() * 10))),
    });
    for (const action of ['verify', 'shipping', 'delivery', 'reject', 'cancel'] as const) {
      if (rand() < 0.45) {
        await t.injectAs(ROLES.CASHIER, {
          method: 'POST',
          url: `/api/bill/${id}/${action}`,
          payload: action === 'cancel' ? { note: 'prueba' } : undefined,
        });
      }
    }
  }
});
afterAll(() => t.close());

const cents = (n: number) => Math.round(n * 100);

describe('POST bill (report)', () => {
  it('sums the range by status, channel, product and day as a direct count over the sales does', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/bill',
      payload: { initial_date: FROM, final_date: TO },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json<Report>();
    const byStatus = await queryRows<{ status: number; n: number; total: string }>(
      t.database.db,
      sql`select status, count(*)::int as n, sum(total_cents)::text as total from bills
          where store_id = ${storeId} and sale_day between ${FROM} and ${TO} group by status order by status`,
    );
    expect(report.by_status.map((r) => [r.status, r.count, cents(r.total)])).toEqual(
      byStatus.map((r) => [r.status, r.n, Number(r.total)]),
    );
    const byChannel = await queryRows<{ channel: string; n: number; total: string }>(
      t.database.db,
      sql`select channel, count(*)::int as n, sum(total_cents)::text as total from bills
          where store_id = ${storeId} and sale_day between ${FROM} and ${TO} group by channel order by channel`,
    );
    expect(
      report.by_channel.filter((c) => c.count > 0).map((r) => [r.channel, r.count, cents(r.total)]),
    ).toEqual(byChannel.map((r) => [r.channel, r.n, Number(r.total)]));
    const revenue = await queryRows<{ n: number; total: string }>(
      t.database.db,
      sql`select count(*)::int as n, coalesce(sum(total_cents), 0)::text as total from bills
          where store_id = ${storeId} and sale_day between ${FROM} and ${TO}
            and status in (${sql.join(
              REVENUE_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})`,
    );
    expect([report.totals.revenue_count, cents(report.totals.revenue)]).toEqual([
      revenue[0]!.n,
      Number(revenue[0]!.total),
    ]);
    const products = await queryRows<{ product_id: number; q: number; total: string }>(
      t.database.db,
      sql`select i.product_id, sum(i.quantity)::int as q, sum(i.line_total_cents)::text as total
          from bill_items i join bills b on b.id = i.bill_id
          where b.store_id = ${storeId} and b.sale_day between ${FROM} and ${TO}
            and b.status in (${sql.join(
              REVENUE_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})
          group by i.product_id order by q desc, i.product_id`,
    );
    expect(report.by_product.map((p) => [p.product_id, p.quantity, cents(p.total)])).toEqual(
      products.map((p) => [p.product_id, p.q, Number(p.total)]),
    );
    const days = report.by_day.filter((d) => d.count > 0);
    expect(days.length).toBeGreaterThan(5);
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(report.totals.count);
    expect(report.by_day).toHaveLength(365);
  });

  it('keeps every rollup equal to a full recomputation from the sales', async () => {
    const drift = await queryRows<{ n: number }>(
      t.database.db,
      sql`with truth as (
            select store_id, sale_day as day, channel, status, payment_status,
                   count(*)::int as count, sum(total_cents)::bigint as total, sum(shipping_cents)::bigint as shipping
            from bills group by 1, 2, 3, 4, 5),
          kept as (select store_id, day, channel, status, payment_status, count, total_cents as total,
                          shipping_cents as shipping from sales_daily where count <> 0 or total_cents <> 0)
          select count(*)::int as n from (
            (select * from truth except select * from kept) union all (select * from kept except select * from truth)) d`,
    );
    expect(drift[0]!.n).toBe(0);
    const productDrift = await queryRows<{ n: number }>(
      t.database.db,
      sql`with truth as (
            select b.store_id, b.sale_day as day, i.product_id, b.status, sum(i.quantity)::int as q,
                   sum(i.line_total_cents)::bigint as total
            from bill_items i join bills b on b.id = i.bill_id group by 1, 2, 3, 4),
          kept as (select store_id, day, product_id, status, quantity as q, total_cents as total
                   from product_sales_daily where quantity <> 0)
          select count(*)::int as n from (
            (select * from truth except select * from kept) union all (select * from kept except select * from truth)) d`,
    );
    expect(productDrift[0]!.n).toBe(0);
    const customerDrift = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customers c where c.store_id = ${storeId} and
            (c.purchases_count, c.purchases_total_cents) <> (
              select count(*)::int, coalesce(sum(total_cents), 0)::int from bills b
              where b.customer_id = c.id and b.status in (${sql.join(
                REVENUE_STATUSES.map((s) => sql`${s}`),
                sql`, `,
              )}))`,
    );
    expect(customerDrift[0]!.n).toBe(0);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/bill',
      payload: { initial_date: '2026-03-10', final_date: '2026-03-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.final_date).toEqual(['La fecha final debe ser igual o posterior a la inicial']);
  });
});

describe('dashboard', () => {
  const range = `start_date=2026-03-01&end_date=2026-03-10`;

  it('reports profit, best sellers, top buyers by channel and sales per day from the same figures', async () => {
    const get = async (url: string) => (await t.injectAs(ROLES.CLIENT, { method: 'GET', url })).json();
    const report = (
      await t.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: '/api/bill',
        payload: { initial_date: '2026-03-01', final_date: '2026-03-10' },
      })
    ).json<Report>();
    const profit = await get(`/api/profit?${range}`);
    expect(profit).toMatchObject({ profit: report.totals.revenue, count: report.totals.revenue_count });
    const weekly = await get(`/api/weeklysales?${range}`);
    expect(weekly).toHaveLength(10);
    expect(cents(weekly.reduce((s: number, d: { total: number }) => s + d.total, 0))).toBe(
      cents(report.totals.revenue),
    );
    const best = await get(`/api/mostselled?${range}`);
    expect(best[0]).toMatchObject({ product_id: report.by_product[0]!.product_id });
    const buyers = await get(`/api/mostuser?${range}`);
    expect(buyers.telegram[0]).toMatchObject({ client_id: fx.telegram.id, name: 'María González' });
    expect(buyers.web[0]).toMatchObject({ client_id: fx.web.id });
    expect(cents(buyers.web[0].total + buyers.telegram[0].total)).toBe(cents(report.totals.revenue));
  });

  it('changes its figures with the range', async () => {
    const one = (
      await t.injectAs(ROLES.CLIENT, {
        method: 'GET',
        url: '/api/profit?start_date=2026-03-01&end_date=2026-03-02',
      })
    ).json();
    const all = (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/profit?${range}` })).json();
    expect(one.count).toBeLessThan(all.count);
  });

  it('answers mostselled, mostuser, profit and store/top without dates for the last 30 days', async () => {
    // Sales of today and of 29 days ago count; one of 30 days ago does not.
    const dayMs = 86_400_000;
    const verified = async (at: Date, quantity: number) => {
      const id = await fx.place({ at, items: [{ productId: fx.malta.id, quantity }] });
      await t.injectAs(ROLES.CASHIER, { method: 'POST', url: `/api/bill/${id}/verify` });
    };
    const now = Date.now();
    await verified(new Date(now), 2);
    await verified(new Date(now - 29 * dayMs), 3);
    await verified(new Date(now - 31 * dayMs), 7);
    const today = dayIn('America/Caracas', new Date(now));
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * dayMs).toISOString().slice(0, 10);
    const explicit = `start_date=${start}&end_date=${today}`;
    const both = async (role: 1 | 2, path: string) => {
      const bare = await t.injectAs(role, { method: 'GET', url: `/api/${path}` });
      expect(bare.statusCode, `${path}: ${bare.body}`).toBe(200);
      const ranged = await t.injectAs(role, { method: 'GET', url: `/api/${path}?${explicit}` });
      expect(bare.json(), path).toEqual(ranged.json());
      return bare.json();
    };
    const best = await both(ROLES.CLIENT, 'mostselled');
    expect(best).toEqual([expect.objectContaining({ product_id: fx.malta.id, name: 'Malta', quantity: 5 })]);
    expect((await both(ROLES.CLIENT, 'profit')).count).toBe(2);
    expect((await both(ROLES.CLIENT, 'mostuser')).telegram[0]).toMatchObject({
      name: 'María González',
      count: 2,
    });
    expect((await both(ROLES.ADMIN, 'store/top')).top[0]).toMatchObject({ store_id: storeId, count: 2 });
    // weeklysales names its dates in SPEC.md §7; one date alone is refused everywhere.
    expect((await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/weeklysales' })).statusCode).toBe(422);
    const half = await t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/profit?start_date=${start}` });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors)).toEqual(['end_date']);
  });

  it('shows the 5 most recently updated sales', async () => {
    const res = (
      await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?sort=updated&per_page=5' })
    ).json();
    expect(res.data).toHaveLength(5);
    const times = res.data.map((b: { updated_at: string }) => b.updated_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("gives the admin the platform's top stores and counts", async () => {
    const top = (await t.injectAs(ROLES.ADMIN, { method: 'GET', url: `/api/store/top?${range}` })).json();
    expect(top.top[0]).toMatchObject({ store_id: storeId, name: 'Bodegón La Esquina' });
    const summary = (await t.injectAs(ROLES.ADMIN, { method: 'GET', url: '/api/admin/summary' })).json();
    expect(summary.stores).toBeGreaterThanOrEqual(1);
    expect(summary.customers).toBeGreaterThanOrEqual(2);
    expect(
      (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/store/top?${range}` })).statusCode,
    ).toBe(403);
  });
});

describe('CSV export', () => {
  it('streams every sale of the range with a header', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'GET',
      url: `/api/bill/export?initial_date=${FROM}&final_date=${TO}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('ventas-2026-01-01-a-2026-12-31.csv');
    // A UTF-8 byte order mark first, so spreadsheets read the accents right.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'venta,fecha,canal,cliente,estado,pago,subtotal_usd,envio_usd,total_usd,moneda,tasa,monto_ves,referencia',
    );
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bills where store_id = ${storeId} and sale_day between ${FROM} and ${TO}`,
    );
    expect(lines).toHaveLength(count!.n + 1);
    expect(lines[1]).toMatch(/^\d+,2026-03-\d\dT.*,(telegram|web),(María González|José Rodríguez),/);
  });
});
