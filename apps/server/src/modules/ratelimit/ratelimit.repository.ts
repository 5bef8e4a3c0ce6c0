import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

type Row = { count: number };

/** Counts one event in `key`'s window and returns the count in the current window. */
export async function hit(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<Row>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Counts one event in `key`'s window only while the window holds fewer than `max`: one
 * conditional upsert, so simultaneous callers can never all read "below the limit" and all
 * pass (the row lock serialises them). False when the limit is reached.
 */
export async function take(db: DbOrTx, key: string, max: number, windowSeconds: number): Promise<boolean> {
  const rows = await queryRows<Row>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    where rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
       or rate_limits.count < ${max}
    returning count`,
  );
  return rows.length > 0;
}

/** Returns one event taken by `take` (an attempt that turned out not to count). */
export async function giveBack(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Drops windows that ended long ago; run now and then by the worker. */
export async function prune(db: DbOrTx, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
