import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { storeSchedules } from './schedule.tables.ts';

export type ScheduleValues = { weekday: number; opensAt: string; closesAt: string };

export function listByStore(db: DbOrTx, storeId: number): Promise<ScheduleValues[]> {
  return db
    .select({
      weekday: storeSchedules.weekday,
      opensAt: storeSchedules.opensAt,
      closesAt: storeSchedules.closesAt,
    })
    .from(storeSchedules)
    .where(eq(storeSchedules.storeId, storeId))
    .orderBy(asc(storeSchedules.weekday), asc(storeSchedules.opensAt), asc(storeSchedules.id));
}

/** Replaces the store's week; call inside a transaction so nobody reads half a week. */
export async function replaceWeek(db: DbOrTx, storeId: number, ranges: ScheduleValues[]): Promise<void> {
  await db.delete(storeSchedules).where(eq(storeSchedules.storeId, storeId));
  if (ranges.length > 0) await db.insert(storeSchedules).values(ranges.map((r) => ({ ...r, storeId })));
}
