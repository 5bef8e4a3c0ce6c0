import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../apps/server/src/test/harness.ts';

/**
 * Adds `count` products to a new catalogue of the store, in one statement, and gives the
 * catalogue's id. Stock runs from `minStock` to `minStock + 49`: 0 leaves some sold out.
 */
export async function addBenchProducts(
  t: TestApp,
  storeId: number,
  count: number,
  minStock: 0 | 1,
): Promise<number> {
  const res = await t.injectAs(ROLES.CLIENT, {
    method: 'POST',
    url: `/api/store/${storeId}/catalogues`,
    payload: { name: `Bench ${count}` },
  });
  const catalogueId = res.json().id as number;
  await t.database.db.execute(sql`
    insert into products (store_id, catalogue_id, name, description, price_cents, quantity)
    select ${storeId}, ${catalogueId}, 'Producto ' || g, 'Descripción ' || g, 100 + g % 5000, ${minStock} + g % 50
    from generate_series(1, ${count}) g`);
  return catalogueId;
}
