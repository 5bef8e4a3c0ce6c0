import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError } from '#server/channels/delivery-error.ts';
import type { Db } from '#server/db/client.ts';
import {
  markFailed,
  markSent,
  markUnreachable,
  type OutboxChannel,
  type OutboxRow,
  release,
} from './outbox.repository.ts';
import { pauseKey } from './outbox-rates.repository.ts';

/** Delivers one message; returns the payload to keep once sent (to drop secrets), if any. */
export type ChannelHandler = (row: OutboxRow) => Promise<Record<string, unknown> | undefined>;

export const MAX_ATTEMPTS = 8;

/** What the outbox worker gives a send: its database, log and back-off, and its bots' pauses. */
export type SendContext = {
  db: Db;
  log: FastifyBaseLogger;
  /** The delay before the next attempt of a message that failed `attempts` times (s). */
  backoffSeconds: (attempts: number) => number;
  /** A 429 from a bot: its loop in this process waits until `untilMs` (epoch ms)… */
  pauseBot: (key: string, untilMs: number) => void;
  /** …and keeps looking for the message it put back for `inMs`. */
  deferBot: (key: string, inMs: number) => void;
};

/** What a failed send leaves: a retry, a pause, a dead letter or an unreachable mark. */
async function settle(ctx: SendContext, row: OutboxRow, channel: OutboxChannel, err: unknown): Promise<void> {
  const { db, log } = ctx;
  const e =
    err instanceof DeliveryError
      ? err
      : new DeliveryError('temporary', err instanceof Error ? err.message : String(err));
  const reason = e.message.slice(0, 1000);
  if (e.kind === 'throttled') {
    const seconds = Math.max(1, e.retryAfterSeconds ?? 1);
    const key = row.botKey ?? '';
    ctx.pauseBot(key, Date.now() + seconds * 1000);
    log.warn({ outboxId: row.id, bot: key, retryAfter: seconds }, 'outbox: bot throttled');
    await pauseKey(db, `bot:${key}`, seconds);
    await release(db, [row.id], seconds * 1000, reason);
    ctx.deferBot(key, seconds * 1000);
    return;
  }
  if (e.kind === 'unreachable') return markUnreachable(db, row.id, reason);
  const final = e.kind === 'permanent' || row.attempts >= MAX_ATTEMPTS;
  log.warn(
    { outboxId: row.id, channel, attempts: row.attempts, final, err: reason },
    'outbox delivery failed',
  );
  const retry = Math.max(ctx.backoffSeconds(row.attempts), e.retryAfterSeconds ?? 0);
  await markFailed(db, row.id, reason, final ? null : retry);
}

/** Sends one claimed message through its channel's handler, and records how it went. */
export async function sendOne(
  ctx: SendContext,
  channel: OutboxChannel,
  handler: ChannelHandler,
  row: OutboxRow,
): Promise<void> {
  try {
    const keep = await handler(row);
    await markSent(ctx.db, row.id, keep);
  } catch (err) {
    await settle(ctx, row, channel, err).catch((e) =>
      ctx.log.error({ err: e, outboxId: row.id }, 'outbox settle failed'),
    );
  }
}
