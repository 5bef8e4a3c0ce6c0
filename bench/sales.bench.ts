import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { encodeCursor } from '../apps/server/src/lib/cursor.ts';
import { rebuildRollups } from '../apps/server/src/modules/sales/sales.repository.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.ts';
import { p95, type Result } from './stats.ts';

const REQUESTS = 100;
export const BILLS_PER_STORE = 2_000;
const YEAR = { from: '2026-01-01', to: '2026-12-31' };

/**
 * `stores` stores (the demo store first) with BILLS_PER_STORE sales each over 2026, made in
 * bulk by SQL, then each store's rollups rebuilt as the live path keeps them.
 */
export async function fill(t: TestApp, demoStoreId: number, stores: number) {
  const db = t.database.db;
  const others = stores - 1;
  if (others > 0) {
    await db.execute(sql`
      insert into users (email, name, lastname, password_hash, role_id)
      select 'bench' || g || '@vitrina.test', 'Bench', 'Owner', 'x', 2 from generate_series(1, ${others}) g`);
    await db.execute(sql`
      insert into stores (owner_id, name) select id, 'Tienda ' || id from users where email like 'bench%@vitrina.test'`);
  }
  const storeIds = (await queryRows<{ id: number }>(db, sql`select id from stores order by id`)).map(
    (r) => r.id,
  );
  await db.execute(sql`insert into catalogues (store_id, name) select id, 'Bench' from stores`);
  await db.execute(sql`
    insert into products (store_id, catalogue_id, name, price_cents, quantity)
    select c.store_id, c.id, 'Producto ' || g, 100 * g, 1000 from catalogues c, generate_series(1, 5) g
    where c.name = 'Bench'`);
  await db.execute(sql`
    insert into customers (store_id, channel, name, external_id)
    select s.id, case when g % 3 = 0 then 'web' else 'telegram' end, 'Cliente ' || g, 'bench-' || g
    from stores s, generate_series(1, 20) g`);
  await db.execute(sql`
    insert into bills (store_id, customer_id, channel, status, payment_status, subtotal_cents, shipping_cents,
                       total_cents, payment_currency, shipping_mode, sale_day, created_at, updated_at)
    select s.id, c.id, c.channel, (g % 7) + 1, case when (g % 7) + 1 in (1, 3, 4, 5) then 1 else 0 end,
           1000 + g % 5000, 200, 1200 + g % 5000, 'USD', 'route',
           date '2026-01-01' + (g % 365), timestamptz '2026-01-01 12:00-04' + (g % 365) * interval '1 day',
           timestamptz '2026-01-01 12:00-04' + (g % 365) * interval '1 day' + interval '1 hour'
    from stores s
    cross join generate_series(1, ${BILLS_PER_STORE}) g
    join lateral (select id, channel from customers where store_id = s.id order by id offset (g % 20) limit 1) c on true`);
  await db.execute(sql`
    insert into bill_items (bill_id, product_id, name, quantity, unit_price_cents, extras, line_total_cents)
    select b.id, p.id, p.name, 1, b.subtotal_cents, '[]'::jsonb, b.subtotal_cents
    from bills b join lateral (select id, name from products where store_id = b.store_id order by id
                               offset (b.id % 5) limit 1) p on true`);
  for (const id of storeIds) await rebuildRollups(db, id);
  await db.execute(sql`analyze`);
  const [deep] = await queryRows<{ id: number }>(
    db,
    sql`select id from bills where store_id = ${demoStoreId} order by id offset ${Math.floor(BILLS_PER_STORE * 0.1)} limit 1`,
  );
  // The cursor carries the first page's count (t), as the list's own cursors do.
  return { deepCursor: encodeCursor({ id: deep!.id, t: BILLS_PER_STORE }) };
}

export type Reply = { statusCode: number; body: string };

/**
 * p95 of each side, measured alternately (a round on one database, then on the other), so a
 * busy machine slows both sides alike and the ratio stays fair.
 */
export async function timedPair(sides: (() => Promise<Reply>[])[]): Promise<number[]> {
  const times: number[][] = sides.map(() => []);
  for (let i = 0; i < REQUESTS; i++) {
    for (const [k, requests] of sides.entries()) {
      const start = performance.now();
      const replies = await Promise.all(requests());
      times[k]!.push(performance.now() - start);
      for (const r of replies)
        if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body.slice(0, 200)}`);
    }
  }
  return times.map(p95);
}

/** One database at a size: `stores` stores of BILLS_PER_STORE sales, and a cursor deep in the demo store's list. */
export type Setup = { t: TestApp; stores: number; deepCursor: string };
/** A name and the requests one round of it sends. */
export type Scenario = readonly [string, (t: TestApp, deepCursor: string) => Promise<Reply>[]];

/**
 * A new database with the demo accounts, added to `setups` at once (so the caller's `finally`
 * closes it even when filling it fails), and the demo store's id.
 */
export async function addSetup(setups: Setup[], database: 'pglite' | 'postgres', stores: number) {
  const setup = {
    t: await createTestApp({ env: { LOG_LEVEL: 'silent' }, database }),
    stores,
    deepCursor: '',
  };
  setups.push(setup);
  return { setup, storeId: (await setup.t.login('tienda@vitrina.test')).store_id! };
}

/** Each scenario timed on every setup (alternately, after a warm-up round): a result per setup. */
export async function timeScenarios(
  database: string,
  scenarios: readonly Scenario[],
  setups: Setup[],
): Promise<Result[]> {
  const results: Result[] = [];
  for (const [name, requests] of scenarios) {
    const sides = setups.map((s) => () => requests(s.t, s.deepCursor));
    await timedPair(sides); // warm-up
    const p95s = await timedPair(sides);
    for (const [k, s] of setups.entries()) {
      const label = `@${(s.stores * BILLS_PER_STORE).toLocaleString('en')} bills`;
      results.push({ name: `${database} ${name} ${label}`, p95ms: p95s[k]! });
    }
  }
  return results;
}

/** The sales list, dashboard and report of one store beside 0 or 99 other stores of the same size. */
export async function benchSales(database: 'pglite' | 'postgres'): Promise<Result[]> {
  const setups: Setup[] = [];
  try {
    for (const stores of [1, 100]) {
      const { setup, storeId } = await addSetup(setups, database, stores);
      setup.deepCursor = (await fill(setup.t, storeId, stores)).deepCursor;
    }
    const range = `start_date=${YEAR.from}&end_date=${YEAR.to}`;
    const scenarios: Scenario[] = [
      [
        'sales first page',
        (t) => [t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?per_page=25' })],
      ],
      [
        'sales deep page ',
        (t, cursor) => [
          t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill?per_page=25&cursor=${cursor}` }),
        ],
      ],
      [
        'dashboard year  ',
        (t) =>
          ['profit', 'mostselled', 'mostuser', 'weeklysales'].map((p) =>
            t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/${p}?${range}` }),
          ),
      ],
      [
        'report year     ',
        (t) => [
          t.injectAs(ROLES.CLIENT, {
            method: 'POST',
            url: '/api/bill',
            payload: { initial_date: YEAR.from, final_date: YEAR.to },
          }),
        ],
      ],
    ];
    return await timeScenarios(database, scenarios, setups);
  } finally {
    for (const s of setups) await s.t.close();
  }
}
