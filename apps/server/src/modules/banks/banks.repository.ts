import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { banks } from './banks.tables.ts';

/** Whose accounts: the platform (both null), one store or one delivery company. */
export type BankOwner = { storeId: number | null; companyId: number | null };
export type BankRow = typeof banks.$inferSelect;
export type BankValues = Pick<
  typeof banks.$inferInsert,
  | 'bankName'
  | 'accountType'
  | 'accountNumber'
  | 'ownerFullName'
  | 'ownerIdenficationType'
  | 'ownerIdenfication'
>;

// Every statement carries the owner in its WHERE, so an id of another owner matches nothing.
const ownedBy = (owner: BankOwner): SQL =>
  and(
    owner.storeId === null ? isNull(banks.storeId) : eq(banks.storeId, owner.storeId),
    owner.companyId === null ? isNull(banks.companyId) : eq(banks.companyId, owner.companyId),
  )!;

export function list(db: DbOrTx, owner: BankOwner): Promise<BankRow[]> {
  return db.select().from(banks).where(ownedBy(owner)).orderBy(asc(banks.id));
}

export async function insert(db: DbOrTx, owner: BankOwner, values: BankValues): Promise<BankRow> {
  const [row] = await db
    .insert(banks)
    .values({ ...values, storeId: owner.storeId, companyId: owner.companyId })
    .returning();
  return row!;
}

export async function update(
  db: DbOrTx,
  owner: BankOwner,
  id: number,
  values: BankValues,
): Promise<BankRow | undefined> {
  const [row] = await db
    .update(banks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(banks.id, id), ownedBy(owner)))
    .returning();
  return row;
}

/** Deletes the owner's account and answers it (undefined when there was none). */
export async function remove(db: DbOrTx, owner: BankOwner, id: number): Promise<BankRow | undefined> {
  const [row] = await db
    .delete(banks)
    .where(and(eq(banks.id, id), ownedBy(owner)))
    .returning();
  return row;
}

/** One account by id, whoever owns it (a sale names the account it was paid to). */
export async function findById(db: DbOrTx, id: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(banks).where(eq(banks.id, id));
  return row;
}
