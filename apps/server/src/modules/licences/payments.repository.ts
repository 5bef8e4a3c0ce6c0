import { LICENCE_STATUS } from '@vitrina/contract';
import { and, desc, eq, getTableColumns, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import { licencePayments, plans } from './licences.tables.ts';

export type PaymentRow = typeof licencePayments.$inferSelect;
export type PaymentWithPlan = PaymentRow & { planName: string };

export type PaymentFilter = {
  /** Only these owners' payments (an owner's own; the admin's store filter). */
  userId?: number;
  status?: number;
  planId?: number;
  /** Created on or after / on or before these days (YYYY-MM-DD) in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
  /** Reference, owner name or e-mail, store name (contains, case-insensitive). */
  q?: string;
};

const withPlan = { ...getTableColumns(licencePayments), planName: plans.name };

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: PaymentFilter): SQL | undefined {
  const day = sql`(${licencePayments.createdAt} at time zone ${f.timeZone})::date`;
  const q = f.q?.trim();
  return and(
    f.userId !== undefined ? eq(licencePayments.userId, f.userId) : undefined,
    f.status !== undefined ? eq(licencePayments.status, f.status) : undefined,
    f.planId !== undefined ? eq(licencePayments.planId, f.planId) : undefined,
    f.from ? sql`${day} >= ${f.from}::date` : undefined,
    f.to ? sql`${day} <= ${f.to}::date` : undefined,
    q
      ? or(
          sql`${licencePayments.reference} ilike ${likePattern(q)}`,
          // boundary-exception: the search names the owner and its store, which live in the
          // users and stores modules; a read-only subquery keeps the filter and the keyset
          // paging in one statement (a service call would need every matching id first).
          sql`${licencePayments.userId} in (
            select u.id from users u left join stores s on s.owner_id = u.id
            where u.role_id = 2 and (u.name || ' ' || u.lastname ilike ${likePattern(q)}
              or u.email ilike ${likePattern(q)} or s.name ilike ${likePattern(q)}))`,
        )
      : undefined,
  );
}

export async function insertPayment(db: DbOrTx, values: typeof licencePayments.$inferInsert) {
  const [row] = await db.insert(licencePayments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentWithPlan | undefined> {
  const [row] = await db
    .select(withPlan)
    .from(licencePayments)
    .innerJoin(plans, eq(plans.id, licencePayments.planId))
    .where(eq(licencePayments.id, id));
  return row;
}

/** The payment's status, its row locked until the transaction ends (a decision's "before"). */
export async function lockStatus(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ status: licencePayments.status })
    .from(licencePayments)
    .where(eq(licencePayments.id, id))
    .for('update');
  return row?.status;
}

/** A page, newest first (by id: ids grow with time), after the cursor's id. */
export function pagePayments(db: DbOrTx, f: PaymentFilter, afterId: number | undefined, limit: number) {
  return db
    .select(withPlan)
    .from(licencePayments)
    .innerJoin(plans, eq(plans.id, licencePayments.planId))
    .where(and(conditions(f), afterId !== undefined ? lt(licencePayments.id, afterId) : undefined))
    .orderBy(desc(licencePayments.id))
    .limit(limit);
}

export async function countPayments(db: DbOrTx, f: PaymentFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(licencePayments).where(conditions(f));
  return Number(row?.n ?? 0);
}

/** A user's payments, newest first. */
export function paymentsOfUser(db: DbOrTx, userId: number, limit: number) {
  return db
    .select(withPlan)
    .from(licencePayments)
    .innerJoin(plans, eq(plans.id, licencePayments.planId))
    .where(eq(licencePayments.userId, userId))
    .orderBy(desc(licencePayments.id))
    .limit(limit);
}

export async function paymentsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: licencePayments.id, planName: plans.name })
    .from(licencePayments)
    .innerJoin(plans, eq(plans.id, licencePayments.planId))
    .where(inArray(licencePayments.id, ids));
}

/** Other payments with the same reference (case-insensitive) or the same proof image. */
export function duplicatesOf(db: DbOrTx, p: Pick<PaymentRow, 'id' | 'reference' | 'proofHash'>) {
  const sameReference = sql`lower(${licencePayments.reference}) = lower(${p.reference})`;
  return db
    .select({
      id: licencePayments.id,
      userId: licencePayments.userId,
      reference: licencePayments.reference,
      status: licencePayments.status,
      createdAt: licencePayments.createdAt,
      sameReference: sql<boolean>`${sameReference}`,
    })
    .from(licencePayments)
    .where(
      and(
        ne(licencePayments.id, p.id),
        or(sameReference, p.proofHash ? eq(licencePayments.proofHash, p.proofHash) : undefined),
      ),
    )
    .orderBy(desc(licencePayments.id))
    .limit(20);
}

/**
 * Decides a payment in one conditional statement: only when its status differs from `status`
 * and it is not approved already. Under concurrency the second of two approvals waits for the
 * first, then finds the row approved and changes nothing. The row as it became, or undefined.
 */
export async function decide(db: DbOrTx, id: number, status: number, actorId: number) {
  const [row] = await db
    .update(licencePayments)
    .set({ status, decidedAt: sql`now()`, decidedBy: actorId, updatedAt: sql`now()` })
    .where(
      and(
        eq(licencePayments.id, id),
        ne(licencePayments.status, status),
        ne(licencePayments.status, LICENCE_STATUS.PAID),
      ),
    )
    .returning();
  return row;
}

export async function markExtended(db: DbOrTx, id: number, until: Date) {
  await db
    .update(licencePayments)
    .set({ extendedAt: sql`now()`, membershipUntil: until })
    .where(eq(licencePayments.id, id));
}

export async function countPending(db: DbOrTx): Promise<number> {
  return countPayments(db, { status: LICENCE_STATUS.PENDING, timeZone: 'UTC' });
}

/** Approved payments decided in [from, to): totals by plan and by day (`timeZone` days). */
export async function revenue(db: DbOrTx, from: Date, to: Date, timeZone: string) {
  const within = sql`status = ${LICENCE_STATUS.PAID} and decided_at >= ${from.toISOString()}::timestamptz
    and decided_at < ${to.toISOString()}::timestamptz`;
  const byPlan = await queryRows<{ plan_id: number; plan_name: string; cents: string; n: string }>(
    db,
    sql`select p.plan_id, pl.name as plan_name, sum(p.amount_cents) as cents, count(*) as n
        from licence_payments p join plans pl on pl.id = p.plan_id
        where ${within} group by p.plan_id, pl.name order by sum(p.amount_cents) desc, p.plan_id`,
  );
  const byDay = await queryRows<{ day: string; cents: string }>(
    db,
    sql`select to_char((decided_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
               sum(amount_cents) as cents
        from licence_payments where ${within} group by 1 order by 1`,
  );
  return { byPlan, byDay };
}

/** The licence payments into a platform account that wait for the admin's decision. */
export const pendingInto = (db: DbOrTx, bankId: number) =>
  db
    .select({
      id: licencePayments.id,
      reference: licencePayments.reference,
      currency: licencePayments.currency,
      amountCents: licencePayments.amountCents,
      vesCents: licencePayments.vesCents,
      createdAt: licencePayments.createdAt,
    })
    .from(licencePayments)
    .where(and(eq(licencePayments.status, LICENCE_STATUS.PENDING), eq(licencePayments.bankId, bankId)));

/** Licence payments by id, whole. */
export const paymentRowsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(licencePayments).where(inArray(licencePayments.id, ids));
