import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '#server/db/client.ts';
import { freshDatabase } from '#server/test/harness.ts';
import { seedDemoAccounts } from './demo.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('is written once when several processes start at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => seedDemoAccounts(database.db)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users where email = 'tienda@vitrina.test'`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await seedDemoAccounts(database.db)).toBe(false);
  });
});
