import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { dealers } from './dealers.tables.ts';

export type DealerRow = typeof dealers.$inferSelect;
type DealerValues = Omit<
  typeof dealers.$inferInsert,
  'id' | 'storeId' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/**
 * Whose couriers: a store's (store side) or a delivery company's (company side). Every
 * query is scoped by the owner, so one statement never touches another tenant's rows.
 */
export type DealerOwner = { storeId: number } | { companyId: number };

const ownedBy = (owner: DealerOwner): SQL =>
  'storeId' in owner ? eq(dealers.storeId, owner.storeId) : eq(dealers.companyId, owner.companyId);

const ownerColumns = (owner: DealerOwner) =>
  'storeId' in owner
    ? { storeId: owner.storeId, companyId: null }
    : { storeId: null, companyId: owner.companyId };

export async function listDealers(db: DbOrTx, owner: DealerOwner) {
  return db
    .select()
    .from(dealers)
    .where(ownedBy(owner))
    .orderBy(asc(dealers.name), asc(dealers.lastname), asc(dealers.id));
}

export async function findDealer(db: DbOrTx, owner: DealerOwner, id: number) {
  const [row] = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.id, id), ownedBy(owner)));
  return row;
}

export async function insertDealer(db: DbOrTx, owner: DealerOwner, values: DealerValues) {
  const [row] = await db
    .insert(dealers)
    .values({ ...values, ...ownerColumns(owner) })
    .returning();
  return row!;
}

export async function updateDealer(db: DbOrTx, owner: DealerOwner, id: number, set: Partial<DealerValues>) {
  const [row] = await db
    .update(dealers)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(dealers.id, id), ownedBy(owner)))
    .returning();
  return row;
}

export async function deleteDealer(db: DbOrTx, owner: DealerOwner, id: number) {
  const [row] = await db
    .delete(dealers)
    .where(and(eq(dealers.id, id), ownedBy(owner)))
    .returning();
  return row;
}
