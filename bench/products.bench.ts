import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { encodeCursor } from '../apps/server/src/lib/cursor.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.ts';
import { addBenchProducts } from './catalogue.ts';
import { p95Of, type Result } from './stats.ts';

const REQUESTS = 200;

/** Adds `count` products to a new catalogue of the store, in one statement. */
async function addProducts(
  t: TestApp,
  storeId: number,
  count: number,
): Promise<{ minId: number; maxId: number }> {
  const catalogueId = await addBenchProducts(t, storeId, count, 0);
  const rows = (await t.database.db.execute(
    sql`select min(id)::int as min, max(id)::int as max from products where catalogue_id = ${catalogueId}`,
  )) as unknown as { rows: { min: number; max: number }[] };
  return { minId: rows.rows[0]!.min, maxId: rows.rows[0]!.max };
}

const measure = (t: TestApp, url: string) =>
  p95Of(REQUESTS, url, () => t.injectAs(ROLES.CLIENT, { method: 'GET', url }));

/** The product list at 100 and at 10,000 products in one store: first page and a deep page. */
export async function benchProducts(): Promise<Result[]> {
  const results: Result[] = [];
  for (const count of [100, 10_000]) {
    const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    try {
      const storeId = (await t.login('tienda@vitrina.test')).store_id!;
      const { minId, maxId } = await addProducts(t, storeId, count);
      const base = `/api/store/${storeId}/products?per_page=25`;
      // Warm up the plan cache and the token lookup.
      await measure(t, base);
      const first = await measure(t, base);
      // The cursor carries the first page's count (t), as the list's own cursors do.
      const deepCursor = encodeCursor({ id: minId + Math.floor((maxId - minId) * 0.1), t: count });
      const deep = await measure(t, `${base}&cursor=${deepCursor}`);
      results.push({ name: `products first page @${count}`, p95ms: first });
      results.push({ name: `products deep page  @${count}`, p95ms: deep });
    } finally {
      await t.close();
    }
  }
  return results;
}

// Products list ÷ bare Fastify --------------------------------------------------------------

type Statement = unknown[];
type Queryable = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> };

/** Alternating rounds of this many requests each, so drift (GC, caches) hits both sides alike. */
const ROUNDS = 10;
const PER_ROUND = 50;
export const BARE_RATIO_BUDGET = 0.5;

export type BareComparison = {
  database: string;
  listRps: number;
  bareRps: number;
  ratio: number;
  statements: number;
};

/**
 * Requests per second of the products list, and of a bare Fastify route on the same server
 * and database that sends the same SQL with the same parameters through the same driver
 * (captured from a real list request, the session lookup left out) and returns the rows as
 * they come: no access check, validation, mapping or response schema. The ratio is what the
 * whole stack keeps of the database's speed.
 */
export async function benchProductsVsBare(database: 'pglite' | 'postgres'): Promise<BareComparison> {
  let statements: Statement[] = [];
  let client: Queryable | undefined;
  const t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    database,
    beforeReady: (app) => {
      app.get('/api/bench/bare', { config: { access: 'public' } }, async () => {
        let rows: unknown[] = [];
        for (const args of statements) rows = (await client!.query(...args)).rows;
        return rows;
      });
    },
  });
  try {
    client = (t.database.db as unknown as { $client: Queryable }).$client;
    const storeId = (await t.login('tienda@vitrina.test')).store_id!;
    await addProducts(t, storeId, 1000);
    const list = `/api/store/${storeId}/products?per_page=25`;
    // Warm the token cache of the harness and the plan cache, then record one list request.
    await measure(t, list);
    statements = await capture(client, () => t.injectAs(ROLES.CLIENT, { method: 'GET', url: list }));
    const bare = async () => {
      const res = await t.inject({ method: 'GET', url: '/api/bench/bare' });
      if (res.statusCode !== 200) throw new Error(`bare: ${res.statusCode} ${res.body}`);
    };
    const listed = async () => {
      const res = await t.injectAs(ROLES.CLIENT, { method: 'GET', url: list });
      if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
    };
    await timed(bare, PER_ROUND);
    let listMs = 0;
    let bareMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      listMs += await timed(listed, PER_ROUND);
      bareMs += await timed(bare, PER_ROUND);
    }
    const n = ROUNDS * PER_ROUND;
    const listRps = (n / listMs) * 1000;
    const bareRps = (n / bareMs) * 1000;
    return { database, listRps, bareRps, ratio: listRps / bareRps, statements: statements.length };
  } finally {
    await t.close();
  }
}

async function timed(call: () => Promise<void>, times: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < times; i++) await call();
  return performance.now() - start;
}

/** The statements `run` sends through `client`, with their arguments, except the session lookup. */
async function capture(client: Queryable, run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    seen.push(args);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  const text = (args: Statement) => {
    const q = args[0];
    return typeof q === 'string' ? q : String((q as { text?: string }).text ?? '');
  };
  const products = seen.filter((args) => !text(args).includes('auth_tokens'));
  if (products.length === 0) throw new Error('the products list sent no SQL through the captured client');
  return products;
}
