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

/** The count in `key`'s current window, without counting. */
export async function peek(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<Row>(
    db,
    sql`
    select count from rate_limits
    where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  return Number(rows[0]?.count ?? 0);
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
