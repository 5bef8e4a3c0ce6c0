import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from './users.tables.ts';

/** The admin's user list (GET admin): every platform user, newest first. */
export type AdminUserFilter = {
  q?: string;
  roleId?: number;
  statusId?: number;
  /** Users of a store: its cashiers (`cashiersOf`) and its owner (`ownerId`). */
  store?: { cashiersOf: number; ownerId: number | null };
};

function conditions(f: AdminUserFilter): SQL | undefined {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    f.roleId === undefined ? undefined : eq(users.roleId, f.roleId),
    f.statusId === undefined ? undefined : eq(users.statusId, f.statusId),
    f.store === undefined
      ? undefined
      : or(
          eq(users.storeId, f.store.cashiersOf),
          f.store.ownerId === null ? undefined : eq(users.id, f.store.ownerId),
        ),
    like
      ? or(ilike(sql`${users.name} || ' ' || ${users.lastname}`, like), ilike(users.email, like))
      : undefined,
  );
}

/** One page, newest first: keyset before `beforeId`, or from `offset` (`?page=N`). */
export async function pageUsers(
  db: DbOrTx,
  f: AdminUserFilter,
  limit: number,
  from: { beforeId?: number; offset?: number },
) {
  const query = db
    .select()
    .from(users)
    .where(and(conditions(f), from.beforeId ? lt(users.id, from.beforeId) : undefined))
    .orderBy(desc(users.id))
    .limit(limit);
  return from.offset ? query.offset(from.offset) : query;
}

export async function countUsers(db: DbOrTx, f: AdminUserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(conditions(f));
  return Number(row?.n ?? 0);
}
