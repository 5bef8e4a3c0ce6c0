import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import { outboxRates } from './outbox.tables.ts';

// The send rates of Telegram bots and chats (outbox_rates), shared by every process on the
// database: a bot's consecutive send slots, a chat's next moment, a 429's pause.

/**
 * Reserves `n` consecutive send slots of `slotMs` for one rate key, after the key's earlier
 * reservations and its pause; one atomic statement, so processes sharing the database never
 * hand out the same slot. Returns the first slot and the database's clock, in epoch ms.
 */
export async function reserveSlots(
  db: DbOrTx,
  key: string,
  n: number,
  slotMs: number,
): Promise<{ startMs: number; nowMs: number }> {
  const span = sql`make_interval(secs => ${(n * slotMs) / 1000})`;
  const [row] = await queryRows<{ start_ms: number; now_ms: number }>(
    db,
    sql`
    insert into outbox_rates as r (key, next_at) values (${key}, now() + ${span})
    on conflict (key) do update
      set next_at = greatest(r.next_at, now(), coalesce(r.paused_until, now())) + ${span}
    returning (extract(epoch from r.next_at - ${span}) * 1000)::float8 as start_ms,
              (extract(epoch from now()) * 1000)::float8 as now_ms`,
  );
  return { startMs: Number(row!.start_ms), nowMs: Number(row!.now_ms) };
}

/**
 * Reserves each chat's send moment (epoch ms), granted only when the chat's previous message
 * is at least `gapMs` earlier; returns the granted keys.
 */
export async function reserveChats(
  db: DbOrTx,
  chats: { key: string; atMs: number }[],
  gapMs: number,
): Promise<Set<string>> {
  if (chats.length === 0) return new Set();
  const values = chats.map((c) => sql`(${c.key}, to_timestamp(${(c.atMs + gapMs) / 1000}))`);
  const rows = await queryRows<{ key: string }>(
    db,
    sql`
    insert into outbox_rates as r (key, next_at) values ${sql.join(values, sql`, `)}
    on conflict (key) do update set next_at = excluded.next_at
      where r.next_at <= excluded.next_at - make_interval(secs => ${gapMs / 1000})
    returning key`,
  );
  return new Set(rows.map((r) => r.key));
}

/** Pauses a rate key (a 429's retry_after) for `seconds` from now. */
export async function pauseKey(db: DbOrTx, key: string, seconds: number): Promise<void> {
  await db.execute(sql`
    insert into outbox_rates as r (key, paused_until) values (${key}, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update
      set paused_until = greatest(coalesce(r.paused_until, now()), now() + make_interval(secs => ${seconds}))`);
}

/** Drops rate windows and pauses that ended more than `olderThanSeconds` ago. */
export async function pruneRates(db: DbOrTx, olderThanSeconds: number): Promise<number> {
  const rows = await db
    .delete(outboxRates)
    .where(
      sql`${outboxRates.nextAt} < now() - make_interval(secs => ${olderThanSeconds})
          and (${outboxRates.pausedUntil} is null or ${outboxRates.pausedUntil} < now() - make_interval(secs => ${olderThanSeconds}))`,
    )
    .returning({ key: outboxRates.key });
  return rows.length;
}
