import type { CustomerChannel } from '@vitrina/contract';
import { and, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../stores/stores.tables.ts';
import { customers } from './customers.tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

export type CustomerFilter = { storeId?: number; channel?: CustomerChannel; q?: string };

function conditions(f: CustomerFilter) {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    f.storeId === undefined ? undefined : eq(customers.storeId, f.storeId),
    f.channel === undefined ? undefined : eq(customers.channel, f.channel),
    like
      ? or(
          ilike(customers.name, like),
          ilike(customers.lastname, like),
          ilike(customers.email, like),
          ilike(customers.phone, like),
          ilike(customers.username, like),
        )
      : undefined,
  );
}

/**
 * One page, newest first: keyset after `afterId` (cost independent of depth), or from
 * `offset` for the `?page=N` form.
 */
export async function pageCustomers(
  db: DbOrTx,
  f: CustomerFilter,
  limit: number,
  from: { afterId?: number; offset?: number },
) {
  const query = db
    .select({ customer: customers, storeName: stores.name })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .where(and(conditions(f), from.afterId ? lt(customers.id, from.afterId) : undefined))
    .orderBy(desc(customers.id))
    .limit(limit);
  return from.offset ? query.offset(from.offset) : query;
}

export async function countCustomers(db: DbOrTx, f: CustomerFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers).where(conditions(f));
  return Number(row?.n ?? 0);
}

export async function findCustomer(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)));
  return row;
}

/**
 * Records a shopper the first time it shows up on a channel and refreshes its contact data
 * afterwards; for the storefront and the bot.
 */
export async function upsertCustomer(
  db: DbOrTx,
  values: Omit<typeof customers.$inferInsert, 'id' | 'purchasesCount' | 'purchasesTotalCents' | 'createdAt'>,
): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({
      target: [customers.storeId, customers.channel, customers.externalId],
      set: {
        name: sql`excluded.name`,
        lastname: sql`excluded.lastname`,
        email: sql`coalesce(excluded.email, ${customers.email})`,
        phone: sql`coalesce(excluded.phone, ${customers.phone})`,
        username: sql`coalesce(excluded.username, ${customers.username})`,
      },
    })
    .returning();
  return row!;
}

/** Records shoppers in one statement, with their own first-seen date (imports and the demo). */
export async function insertCustomers(
  db: DbOrTx,
  rows: Omit<typeof customers.$inferInsert, 'id' | 'purchasesCount' | 'purchasesTotalCents'>[],
): Promise<void> {
  if (rows.length > 0) await db.insert(customers).values(rows);
}
