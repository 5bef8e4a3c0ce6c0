import { ROLES } from '@vitrina/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { stores } from '../stores/stores.tables.ts';
import { statuses, users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function setPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** True when a unique index refused the row (PostgreSQL error 23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// Managed users (cashiers, admin edits) -----------------------------------------------------

/** A user with its status name and the store it acts for (a cashier's, or an owner's own). */
const managedColumns = {
  user: users,
  statusName: statuses.statusName,
  storeId: sql<number | null>`coalesce(${users.storeId}, ${stores.id})`,
};

export async function listStatuses(db: DbOrTx) {
  return db.select().from(statuses).orderBy(asc(statuses.id));
}

export async function listCashiers(db: DbOrTx, storeId: number) {
  return db
    .select({ user: users, statusName: statuses.statusName })
    .from(users)
    .leftJoin(statuses, eq(statuses.id, users.statusId))
    .where(and(eq(users.roleId, ROLES.CASHIER), eq(users.storeId, storeId)))
    .orderBy(asc(users.id));
}

/**
 * Who may edit a user: the platform admin anyone (`{ any: true }`), a store owner only the
 * cashiers of its store.
 */
export type UserScope = { any: true } | { cashierOf: number };

const scopeCondition = (scope: UserScope) =>
  'any' in scope ? undefined : and(eq(users.roleId, ROLES.CASHIER), eq(users.storeId, scope.cashierOf));

export async function findManaged(db: DbOrTx, id: number, scope: UserScope) {
  const [row] = await db
    .select(managedColumns)
    .from(users)
    .leftJoin(statuses, eq(statuses.id, users.statusId))
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .where(and(eq(users.id, id), scopeCondition(scope)));
  return row;
}

/** Updates a user within the caller's scope in one statement; false when out of scope. */
export async function updateUser(db: DbOrTx, id: number, scope: UserScope, set: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), scopeCondition(scope)))
    .returning({ id: users.id });
  return row !== undefined;
}

/** True when another account already uses the address (case-insensitive). */
export async function emailUsedByOther(db: DbOrTx, email: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, id)));
  return row !== undefined;
}

/** Sets the avatar and returns the previous file name, locking the row so the old file is known. */
export async function replaceAvatar(tx: Tx, id: number, avatar: string): Promise<string | null> {
  const [old] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)).for('update');
  await tx.update(users).set({ avatar, updatedAt: sql`now()` }).where(eq(users.id, id));
  return old?.avatar ?? null;
}
