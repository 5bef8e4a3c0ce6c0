import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { encodeCursor } from '../apps/server/src/lib/cursor.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.ts';
import { p95, type Result } from './stats.ts';

const REQUESTS = 200;

/** Adds `count` products to a new catalogue of the store, in one statement. */
async function addProducts(
  t: TestApp,
  storeId: number,
  count: number,
): Promise<{ minId: number; maxId: number }> {
  const res = await t.injectAs(ROLES.CLIENT, {
    method: 'POST',
    url: `/api/store/${storeId}/catalogues`,
    payload: { name: `Bench ${count}` },
  });
  const catalogueId = res.json().id as number;
  await t.database.db.execute(sql`
    insert into products (store_id, catalogue_id, name, description, price_cents, quantity)
    select ${storeId}, ${catalogueId}, 'Producto ' || g, 'Descripción ' || g, 100 + g % 5000, g % 50
    from generate_series(1, ${count}) g`);
  const rows = (await t.database.db.execute(
    sql`select min(id)::int as min, max(id)::int as max from products where catalogue_id = ${catalogueId}`,
  )) as unknown as { rows: { min: number; max: number }[] };
  return { minId: rows.rows[0]!.min, maxId: rows.rows[0]!.max };
}

async function measure(t: TestApp, url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await t.injectAs(ROLES.CLIENT, { method: 'GET', url });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return p95(times);
}

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
      const deepCursor = encodeCursor({ id: minId + Math.floor((maxId - minId) * 0.1) });
      const deep = await measure(t, `${base}&cursor=${deepCursor}`);
      results.push({ name: `products first page @${count}`, p95ms: first });
      results.push({ name: `products deep page  @${count}`, p95ms: deep });
    } finally {
      await t.close();
    }
  }
  return results;
}
