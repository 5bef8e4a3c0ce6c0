import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { pushSubscriptions } from './push.tables.ts';

/** Saves a device; the same endpoint subscribed again moves to the current user. */
export async function upsert(
  db: DbOrTx,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: sql`now()` },
    });
}

export async function findById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function remove(db: DbOrTx, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function countForUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/** Subscription ids of the given users' devices. */
export async function idsForUsers(db: DbOrTx, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map((r) => r.id);
}

/** A shopper's device follows one order; the same endpoint again follows the newest order. */
export async function upsertForBill(
  db: DbOrTx,
  billId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values({ billId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { billId, p256dh: sub.p256dh, auth: sub.auth, createdAt: sql`now()` },
    });
}

/** Subscription ids of the devices following an order. */
export async function idsForBill(db: DbOrTx, billId: number): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.billId, billId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map((r) => r.id);
}
