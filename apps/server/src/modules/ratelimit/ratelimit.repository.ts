import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';

type Row = { count: number };

/**
 * Counts one event in `key`'s fixed window (a window that has ended starts again at 1), in
 * one upsert. With `max`, only while the window holds fewer than `max`: the row lock
 * serialises simultaneous callers, so they can never all read "below the limit" and all pass.
 * Returns the new count, or undefined when `max` refused the event.
 */
async function bump(
  db: DbOrTx,
  key: string,
  windowSeconds: number,
  max?: number,
): Promise<number | undefined> {
  const ended: SQL = sql`rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await queryRows<Row>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${ended} then 1 else rate_limits.count + 1 end,
      window_start = case when ${ended} then now() else rate_limits.window_start end
    ${max === undefined ? sql`` : sql`where ${ended} or rate_limits.count < ${max}`}
    returning count`,
  );
  return rows[0] === undefined ? undefined : Number(rows[0].count);
}

/** Counts one event in `key`'s window and returns the count in the current window. */
export const hit = async (db: DbOrTx, key: string, windowSeconds: number): Promise<number> =>
  (await bump(db, key, windowSeconds)) ?? 0;

/** Counts one event only while `key`'s window holds fewer than `max`; false when the limit is reached. */
export const take = async (db: DbOrTx, key: string, max: number, windowSeconds: number): Promise<boolean> =>
  (await bump(db, key, windowSeconds, max)) !== undefined;

/** Returns one event taken by `take` (an attempt that turned out not to count). */
export async function giveBack(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}

/** Drops windows that ended long ago; run now and then by the worker. */
export async function prune(db: DbOrTx, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
