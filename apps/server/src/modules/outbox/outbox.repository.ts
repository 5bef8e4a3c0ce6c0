import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
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
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`
    update outbox set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
                      attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and channel = ${channel} and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    returning id`,
  );
  const ids = claimed.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.id} in (${sql.join(ids, sql`, `)})`)
    .orderBy(outbox.id);
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
