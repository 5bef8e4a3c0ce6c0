import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { membershipEvents, membershipReminders } from './licences.tables.ts';

export type MembershipEventRow = typeof membershipEvents.$inferSelect;

export async function insertEvent(db: DbOrTx, event: typeof membershipEvents.$inferInsert) {
  const [row] = await db.insert(membershipEvents).values(event).returning();
  return row!;
}

/** A user's membership changes, newest first. */
export function eventsOf(db: DbOrTx, userId: number): Promise<MembershipEventRow[]> {
  return db
    .select()
    .from(membershipEvents)
    .where(eq(membershipEvents.userId, userId))
    .orderBy(desc(membershipEvents.id));
}

/**
 * Claims the reminder of (user, membership end, days before): true when this call inserted it,
 * false when it was already there (another run or process queued it).
 */
export async function claimReminder(db: DbOrTx, userId: number, until: Date, daysBefore: number) {
  const rows = await db
    .insert(membershipReminders)
    .values({ userId, membershipUntil: until, daysBefore })
    .onConflictDoNothing()
    .returning({ userId: membershipReminders.userId });
  return rows.length > 0;
}

/** How many reminders were claimed (tests, diagnostics). */
export async function countReminders(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membershipReminders)
    .where(eq(membershipReminders.userId, userId));
  return Number(row?.n ?? 0);
}
