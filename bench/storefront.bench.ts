import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.ts';
import { addBenchProducts } from './catalogue.ts';
import { p95Of, type Result } from './stats.ts';

const REQUESTS = 200;
/** The demo store's storefront (apps/server/src/seed/demo.ts). */
export const DEMO_STORE_ALIAS = 'bodegon-la-esquina';
/** The store page at 10,000 products may cost at most this many times the page at 100. */
export const STORE_PAGE_RATIO_BUDGET = 2;

/** Adds `count` active products with stock to a new catalogue of the demo store, in one statement. */
async function addProducts(t: TestApp, storeId: number, count: number): Promise<number> {
  const catalogueId = await addBenchProducts(t, storeId, count, 1);
  await t.database.db.execute(sql`analyze products`);
  return catalogueId;
}

const measure = (t: TestApp, url: string) =>
  p95Of(REQUESTS, url, () => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }));

/**
 * The storefront's server-rendered store page (React on the server) and its catalogue and
 * search views, with 100 and with 10,000 products in the store.
 */
export async function benchStorefront(): Promise<Result[]> {
  const results: Result[] = [];
  for (const count of [100, 10_000]) {
    const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    try {
      const storeId = (await t.login('tienda@vitrina.test')).store_id!;
      const catalogueId = await addProducts(t, storeId, count);
      const page = `/tienda/${DEMO_STORE_ALIAS}`;
      await measure(t, page); // warm-up: plans, the manifest, React's first render
      results.push({ name: `store page          @${count}`, p95ms: await measure(t, page) });
      results.push({
        name: `store catalogue     @${count}`,
        p95ms: await measure(t, `${page}?catalogo=${catalogueId}`),
      });
    } finally {
      await t.close();
    }
  }
  return results;
}
