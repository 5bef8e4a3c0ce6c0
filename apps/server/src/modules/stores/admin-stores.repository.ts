import type { MembershipState } from '@vitrina/contract';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
// boundary-exception: the admin's store list filters and sorts by the plan's name, one read-only join
import { plans } from '#server/modules/licences/licences.tables.ts';
// boundary-exception: the admin's store list filters and sorts by the owner's membership end, which lives on users; one read-only join keeps keyset paging in one query
import { users } from '#server/modules/users/users.tables.ts';
import { stores } from './stores.tables.ts';

export type AdminStoreFilter = {
  q?: string;
  statusId?: number;
  planId?: number;
  membership?: MembershipState;
  /** The membership states are read at `now`; `expiring` ends before `warnUntil`. */
  now: Date;
  warnUntil: Date;
};
export type AdminStoreSort = 'newest' | 'membership';
/** Where a page starts: after this row of the sort (the membership key is the end as text). */
export type AdminStoreAfter = { id: number; key?: string };

const until = users.membershipUntil;
/** A membership never granted sorts first, with those already ended. */
const sortKey = sql`coalesce(${until}, '-infinity'::timestamptz)`;

function conditions(f: AdminStoreFilter): SQL | undefined {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const state =
    f.membership === 'expired'
      ? or(isNull(until), lte(until, f.now))
      : f.membership === 'expiring'
        ? and(gt(until, f.now), lte(until, f.warnUntil))
        : f.membership === 'active'
          ? gt(until, f.warnUntil)
          : undefined;
  return and(
    f.statusId === undefined ? undefined : eq(stores.statusId, f.statusId),
    f.planId === undefined ? undefined : eq(users.planId, f.planId),
    state,
    like
      ? or(
          ilike(stores.name, like),
          ilike(stores.webStore, like),
          ilike(sql`${users.name} || ' ' || ${users.lastname}`, like),
          ilike(users.email, like),
        )
      : undefined,
  );
}

const columns = {
  store: stores,
  owner: {
    id: users.id,
    name: users.name,
    lastname: users.lastname,
    email: users.email,
    phone: users.phone,
    statusId: users.statusId,
    planId: users.planId,
    membershipUntil: users.membershipUntil,
  },
  planName: plans.name,
  sortKey: sql<string>`${sortKey}::text`,
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .leftJoin(plans, eq(plans.id, users.planId));

export type AdminStoreRow = Awaited<ReturnType<typeof findAdminStore>> & {};

/** One page in the sort's order: keyset after `after`, or from `offset` (`?page=N`). */
export async function pageAdminStores(
  db: DbOrTx,
  f: AdminStoreFilter,
  sort: AdminStoreSort,
  limit: number,
  from: { after?: AdminStoreAfter; offset?: number },
) {
  const a = from.after;
  const keyset =
    a === undefined
      ? undefined
      : sort === 'newest'
        ? sql`${stores.id} < ${a.id}`
        : sql`(${sortKey}, ${stores.id}) > (${a.key ?? '-infinity'}::timestamptz, ${a.id})`;
  const query = base(db)
    .where(and(conditions(f), keyset))
    .orderBy(...(sort === 'newest' ? [desc(stores.id)] : [asc(sortKey), asc(stores.id)]))
    .limit(limit);
  return from.offset ? query.offset(from.offset) : query;
}

export async function countAdminStores(db: DbOrTx, f: AdminStoreFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(conditions(f));
  return Number(row?.n ?? 0);
}

export async function findAdminStore(db: DbOrTx, id: number) {
  const [row] = await base(db).where(eq(stores.id, id));
  return row;
}

/** Sets a store's status unless it already has it; answers whether it changed. */
export async function setStatus(db: DbOrTx, id: number, statusId: number): Promise<boolean> {
  const rows = await db
    .update(stores)
    .set({ statusId, updatedAt: sql`now()` })
    .where(and(eq(stores.id, id), sql`${stores.statusId} <> ${statusId}`))
    .returning({ id: stores.id });
  return rows.length > 0;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Stores created in [from, to), and owners' memberships expiring and expired at `now`. */
export async function platformCounts(db: DbOrTx, r: { from: Date; to: Date; now: Date; warnUntil: Date }) {
  const [row] = await db
    .select({
      newStores: sql<number>`count(*) filter (where ${stores.createdAt} >= ${at(r.from)} and ${stores.createdAt} < ${at(r.to)})::int`,
      expiring: sql<number>`count(*) filter (where ${until} > ${at(r.now)} and ${until} <= ${at(r.warnUntil)})::int`,
      expired: sql<number>`count(*) filter (where ${until} is null or ${until} <= ${at(r.now)})::int`,
    })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId));
  return {
    newStores: Number(row?.newStores ?? 0),
    expiring: Number(row?.expiring ?? 0),
    expired: Number(row?.expired ?? 0),
  };
}
