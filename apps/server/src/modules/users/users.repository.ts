import { ROLES, USER_STATUS } from '@vitrina/contract';
import { and, asc, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '#server/db/client.ts';
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

export async function findStatusName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: statuses.statusName }).from(statuses).where(eq(statuses.id, id));
  return row?.name;
}

/** Active store owners, for a broadcast. */
export function listActiveOwners(db: DbOrTx) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.roleId, ROLES.CLIENT), eq(users.statusId, USER_STATUS.ACTIVE)))
    .orderBy(asc(users.id));
}

// Managed users (cashiers, admin edits) -----------------------------------------------------

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
    .select({ user: users, statusName: statuses.statusName })
    .from(users)
    .leftJoin(statuses, eq(statuses.id, users.statusId))
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

export async function findNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      roleId: users.roleId,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Active users of a role whose name or e-mail contains `q`, leaving out `excludeIds`; by
 * name, at most `limit` (a picker's options).
 */
export async function searchActiveOfRole(
  db: DbOrTx,
  f: { roleId: number; q?: string; excludeIds: number[]; limit: number },
) {
  const pattern = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.roleId, f.roleId),
        eq(users.statusId, USER_STATUS.ACTIVE),
        f.excludeIds.length > 0 ? notInArray(users.id, f.excludeIds) : undefined,
        pattern
          ? or(ilike(sql`${users.name} || ' ' || ${users.lastname}`, pattern), ilike(users.email, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id))
    .limit(f.limit);
}

// Memberships (a store owner's paid period; the licences module decides when it moves) ------

const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/**
 * Extends a user's membership by `months` from the later of now and its current end, in one
 * statement that locks the row first (the CTE's FOR UPDATE), so concurrent extensions add up
 * and each sees the end the previous one left. Sets the plan when given. The previous and new
 * ends, or undefined when the user does not exist.
 */
export async function extendMembership(
  tx: DbOrTx,
  id: number,
  months: number,
  planId: number | null,
): Promise<{ from: Date | null; to: Date } | undefined> {
  const [row] = await queryRows<{ from_until: Date | string | null; to_until: Date | string }>(
    tx,
    sql`
    with prev as (select id, membership_until from users where id = ${id} for update)
    update users u
       set membership_until = greatest(coalesce(prev.membership_until, now()), now())
                              + make_interval(months => ${months}::int),
           plan_id = coalesce(${planId}::int, u.plan_id),
           updated_at = now()
      from prev
     where u.id = prev.id
    returning prev.membership_until as from_until, u.membership_until as to_until`,
  );
  return row && { from: asDate(row.from_until), to: asDate(row.to_until)! };
}

/** Sets a membership's end outright (the trial of a new owner; the demo). */
export async function setMembershipUntil(db: DbOrTx, id: number, until: Date, planId?: number | null) {
  await db
    .update(users)
    .set({ membershipUntil: until, ...(planId !== undefined && { planId }), updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Active store owners whose membership ends in (from, to]: the reminders' candidates. */
export function ownersEndingBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      membershipUntil: users.membershipUntil,
    })
    .from(users)
    .where(
      and(
        eq(users.roleId, ROLES.CLIENT),
        eq(users.statusId, USER_STATUS.ACTIVE),
        sql`${users.membershipUntil} > ${from.toISOString()}::timestamptz`,
        sql`${users.membershipUntil} <= ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(users.id));
}
