import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ticketAccounts } from '#server/modules/tickets/tickets.tables.ts';

export type AccountRow = typeof ticketAccounts.$inferSelect;
export type AccountValues = Omit<
  typeof ticketAccounts.$inferInsert,
  'id' | 'managerId' | 'createdAt' | 'updatedAt'
>;
/** Whose accounts a call sees: one manager's, or (the admin's reads) every manager's. */
export type AccountScope = { managerId: number } | { any: true };

const scoped = (scope: AccountScope, id?: number) =>
  and(
    'managerId' in scope ? eq(ticketAccounts.managerId, scope.managerId) : undefined,
    id === undefined ? undefined : eq(ticketAccounts.id, id),
  );

export function listAccounts(db: DbOrTx, scope: AccountScope): Promise<AccountRow[]> {
  return db.select().from(ticketAccounts).where(scoped(scope)).orderBy(asc(ticketAccounts.id));
}

export async function insertAccount(
  db: DbOrTx,
  managerId: number,
  values: AccountValues,
): Promise<AccountRow> {
  const [row] = await db
    .insert(ticketAccounts)
    .values({ ...values, managerId })
    .returning();
  return row!;
}

/** Updates the manager's account; undefined when it is not theirs. */
export async function updateAccount(db: DbOrTx, managerId: number, id: number, values: AccountValues) {
  const [row] = await db
    .update(ticketAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(scoped({ managerId }, id))
    .returning();
  return row;
}

export async function deleteAccount(db: DbOrTx, managerId: number, id: number) {
  const [row] = await db.delete(ticketAccounts).where(scoped({ managerId }, id)).returning();
  return row;
}
