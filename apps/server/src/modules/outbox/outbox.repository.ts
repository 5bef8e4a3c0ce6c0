import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import { outbox } from './outbox.tables.ts';

export type OutboxChannel = 'email' | 'telegram' | 'push';
export type OutboxRow = typeof outbox.$inferSelect;

export type OutboxMessage = {
  channel: OutboxChannel;
  recipient: string;
  payload: Record<string, unknown>;
  campaignId?: number;
  customerId?: number;
  /** Rate-limit key of the sending bot (Telegram). */
  botKey?: string;
  /** 'held' queues a message that waits for its campaign to start. */
  status?: 'pending' | 'held';
};

export async function enqueue(db: DbOrTx, message: OutboxMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row!.id;
}

/** Queues many messages in one statement. */
export async function enqueueMany(db: DbOrTx, messages: OutboxMessage[]): Promise<void> {
  if (messages.length > 0) await db.insert(outbox).values(messages);
}

/**
 * Claims up to `limit` due messages. Each claim pushes the row's next attempt into the
 * future inside the claiming statement, so two workers (or processes) never take the same
 * row, and a worker that dies mid-send leaves the row to be retried later.
 */
export async function claimDue(db: DbOrTx, channel: OutboxChannel, limit: number, leaseSeconds: number) {
  return lease(
    db,
    leaseSeconds,
    sql`
      select id from outbox
      where status = 'pending' and channel = ${channel} and next_attempt_at <= now()
        ${channel === 'telegram' ? sql`` : sql`and bot_key is null`}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked`,
  );
}

/**
 * Leases the rows `pick` selects (and locks): their next attempt moves `leaseSeconds` ahead and
 * counts as an attempt, in the one statement that picks them. Answers the leased rows.
 */
async function lease(db: DbOrTx, leaseSeconds: number, pick: SQL) {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`
    update outbox set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
                      attempts = attempts + 1
    where id in (${pick})
    returning id`,
  );
  return rowsOf(
    db,
    claimed.map((r) => Number(r.id)),
  );
}

/**
 * The bot keys (null for rows without one) with Telegram messages due now and no pause in
 * force. A skip scan over outbox_due_bot_idx: one index probe per bot, however many thousand
 * messages a campaign has queued (this runs every tick).
 */
export async function dueBotKeys(db: DbOrTx): Promise<(string | null)[]> {
  const rows = await queryRows<{ k: string | null }>(
    db,
    sql`
    with recursive keys(k) as (
      (select bot_key from outbox
       where status = 'pending' and channel = 'telegram' and bot_key is not null
       order by bot_key limit 1)
      union all
      select (select o.bot_key from outbox o
              where o.status = 'pending' and o.channel = 'telegram' and o.bot_key > keys.k
              order by o.bot_key limit 1)
      from keys where keys.k is not null
    ),
    candidates(k) as (
      select k from keys where k is not null
      union all
      select null where exists (
        select 1 from outbox
        where status = 'pending' and channel = 'telegram' and bot_key is null and next_attempt_at <= now())
    )
    select c.k from candidates c
    where (c.k is null or exists (
        select 1 from outbox o
        where o.status = 'pending' and o.channel = 'telegram' and o.bot_key = c.k and o.next_attempt_at <= now()))
      and not exists (
        select 1 from outbox_rates r where r.key = 'bot:' || coalesce(c.k, '') and r.paused_until > now())`,
  );
  return rows.map((r) => r.k);
}

/**
 * Like claimDue, for one bot's Telegram messages, skipping chats that may not receive a
 * message yet (their 1-per-second window in outbox_rates has not passed).
 */
export async function claimDueForBot(db: DbOrTx, botKey: string | null, limit: number, leaseSeconds: number) {
  const bot = botKey === null ? sql`o.bot_key is null` : sql`o.bot_key = ${botKey}`;
  return lease(
    db,
    leaseSeconds,
    sql`
      select o.id from outbox o
      where o.status = 'pending' and o.channel = 'telegram' and ${bot} and o.next_attempt_at <= now()
        and not exists (
          select 1 from outbox_rates r
          where r.key = 'chat:' || coalesce(o.bot_key, '') || ':' || o.recipient and r.next_at > now())
      order by o.next_attempt_at, o.id
      limit ${limit}
      for update of o skip locked`,
  );
}

/** Gives claimed messages back untouched (not counted as an attempt), due after `inMs`. */
export async function release(db: DbOrTx, ids: number[], inMs: number, error?: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({
      attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
      nextAttemptAt: sql`now() + make_interval(secs => ${inMs / 1000})`,
      ...(error ? { lastError: error } : {}),
    })
    .where(and(sql`${outbox.id} in (${sql.join(ids, sql`, `)})`, eq(outbox.status, 'pending')));
}

/** Ends a message as unreachable (its recipient is gone), with the reason. */
export async function markUnreachable(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'unreachable', lastError: error })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

export async function markSent(db: DbOrTx, id: number, payload?: Record<string, unknown>): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...(payload ? { payload } : {}) })
    .where(eq(outbox.id, id));
}

export async function markFailed(
  db: DbOrTx,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

export async function findById(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Moves a campaign's messages from one status to another (pause: pending → held, …); returns how many. */
export async function moveCampaign(
  db: DbOrTx,
  campaignId: number,
  from: string,
  to: string,
): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: to, ...(to === 'pending' ? { nextAttemptAt: sql`now()` } : {}) })
    .where(and(eq(outbox.campaignId, campaignId), eq(outbox.status, from)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** How many of a campaign's messages are in each status. */
export async function countByCampaign(db: DbOrTx, campaignId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.campaignId, campaignId))
    .groupBy(outbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** A page of a campaign's messages, newest id first, after `beforeId`, optionally of one status. */
export async function campaignMessages(
  db: DbOrTx,
  campaignId: number,
  opts: { status?: string; beforeId?: number; limit: number },
) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      customerId: outbox.customerId,
      status: outbox.status,
      lastError: outbox.lastError,
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.campaignId, campaignId),
        opts.status ? eq(outbox.status, opts.status) : undefined,
        opts.beforeId ? sql`${outbox.id} < ${opts.beforeId}` : undefined,
      ),
    )
    .orderBy(sql`${outbox.id} desc`)
    .limit(opts.limit);
}

/** The claimed rows whole, in id order. */
async function rowsOf(db: DbOrTx, ids: number[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.id} in (${sql.join(ids, sql`, `)})`)
    .orderBy(outbox.id);
}
