import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { encodeCursor } from '../apps/server/src/lib/cursor.ts';
import type { TestApp } from '../apps/server/src/test/harness.ts';
import { addSetup, BILLS_PER_STORE, fill, type Reply, type Setup, timeScenarios } from './sales.bench.ts';
import type { Result } from './stats.ts';

export const SHIPMENT_SCENARIOS = ['shipments first page', 'shipments deep page '] as const;

/**
 * The sales of `fill` made shipments: the demo store's by the demo company (linked to it, half
 * of its verified ones accepted), every other store's by a second company, so the company's
 * indexes hold the other tenants' rows too.
 */
async function ship(t: TestApp, demoStoreId: number) {
  const db = t.database.db;
  const [demo] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from delivery_companies c join users u on u.id = c.primary_admin_id where u.email = 'delivery@vitrina.test'`,
  );
  await db.execute(sql`
    insert into users (email, name, lastname, password_hash, role_id) values ('bench-envios@vitrina.test', 'Bench', 'Envíos', 'x', 4)`);
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`insert into delivery_companies (name, primary_admin_id)
        select 'Otra empresa', id from users where email = 'bench-envios@vitrina.test' returning id`,
  );
  await db.execute(
    sql`insert into store_delivery_links (store_id, company_id) values (${demoStoreId}, ${demo!.id})`,
  );
  await db.execute(sql`
    update bills set shipping_company_id = case when store_id = ${demoStoreId} then ${demo!.id}::int else ${other!.id}::int end,
                     delivery_verified_at = case when status in (3, 4, 5) or id % 2 = 0 then updated_at end,
                     shipping_address = 'Chacao'`);
  await db.execute(sql`analyze`);
  const [deep] = await queryRows<{ id: number }>(
    db,
    sql`select id from bills where shipping_company_id = ${demo!.id} and status in (1, 3, 4, 5)
        order by id offset ${Math.floor(BILLS_PER_STORE * 0.1)} limit 1`,
  );
  return encodeCursor({ id: deep!.id, t: BILLS_PER_STORE });
}

/** The demo company's shipments list (first and a deep page) beside 0 or 99 other stores of the same size. */
export async function benchShipments(database: 'pglite' | 'postgres'): Promise<Result[]> {
  const setups: Setup[] = [];
  try {
    for (const stores of [1, 100]) {
      const { setup, storeId } = await addSetup(setups, database, stores);
      await fill(setup.t, storeId, stores);
      setup.deepCursor = await ship(setup.t, storeId);
    }
    const list = (t: TestApp, query: string): Promise<Reply>[] => [
      t.injectAs(ROLES.DELIVERY, { method: 'GET', url: `/api/deliver/delivery?per_page=25${query}` }),
    ];
    const scenarios: [
      (typeof SHIPMENT_SCENARIOS)[number],
      (t: TestApp, cursor: string) => Promise<Reply>[],
    ][] = [
      ['shipments first page', (t) => list(t, '')],
      ['shipments deep page ', (t, cursor) => list(t, `&cursor=${cursor}`)],
    ];
    return await timeScenarios(database, scenarios, setups);
  } finally {
    for (const s of setups) await s.t.close();
  }
}
