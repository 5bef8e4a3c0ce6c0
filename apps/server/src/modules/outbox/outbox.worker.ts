import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { claimDue, dueBotKeys, type OutboxChannel } from './outbox.repository.ts';
import { TELEGRAM_PER_BOT_PER_SECOND } from './outbox.service.ts';
import { pruneRates } from './outbox-rates.repository.ts';
import { type ChannelHandler, type SendContext, sendOne } from './outbox-sends.ts';
import { botLoop, createBotPacing } from './outbox-telegram-bots.ts';

const LEASE_SECONDS = 120;
const BATCH = 20;

export type OutboxWorker = {
  /** Look for work now (after a transaction that enqueued something has committed). */
  kick: () => void;
  /** Resolves once nothing due is left; for tests and shutdown. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
  /** Telegram sends given back because their slot had passed (a busy process). */
  lateSends: () => number;
};

/**
 * The outbox worker (ARCHITECTURE.md §2).
 *
 * E-mail and push: due rows are claimed in batches (FOR UPDATE SKIP LOCKED, leased by pushing
 * next_attempt_at) and sent one by one.
 *
 * Telegram: one loop per bot that has due messages, so a slow or paused bot never holds up
 * another. Each loop claims a batch, reserves that many consecutive send slots of
 * 1000 / perSecond ms in outbox_rates ("bot:<key>", one atomic upsert, shared by every process
 * on the database and starting after any 429 pause), reserves each chat's moment
 * ("chat:<key>:<chat>", ≥ 1 s apart) and sleeps (setTimeout) until each slot. A 429 pauses the
 * bot for retry_after everywhere; the message goes back to the queue uncounted.
 *
 * Idle cost (the embedded database serves the panel in the same process): while nothing is due
 * the only queries are one tick every `pollMs` — a claim per e-mail/push channel and one
 * "which bots have due messages" — and bot loops end as soon as their claim comes back empty,
 * waiting only with timers (slots, pauses, a chat's second), never re-querying in a loop.
 *
 * A send and what its failure leaves: outbox-sends.ts; a bot's loop and pace:
 * outbox-telegram-bots.ts.
 */
export function startOutboxWorker(opts: {
  db: Db;
  handlers: Partial<Record<OutboxChannel, ChannelHandler>>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Housekeeping run every few hundred ticks (old rate-limit windows). */
  housekeeping?: () => Promise<void>;
  /** Telegram messages per second per bot (TELEGRAM_PER_BOT_PER_SECOND). */
  perBotPerSecond?: number;
  /** How long a claimed row stays leased to this worker (s). */
  leaseSeconds?: number;
  /** First retry delay of a temporary failure (s); doubles per attempt, at most an hour. */
  retryBaseSeconds?: number;
}): OutboxWorker {
  const { db, handlers, log } = opts;
  const lease = opts.leaseSeconds ?? LEASE_SECONDS;
  const perBot = opts.perBotPerSecond ?? TELEGRAM_PER_BOT_PER_SECOND;
  const slotMs = 1000 / perBot;
  /** Sends given back because their timer fired too late (for the log and the bench). */
  let late = 0;
  const backoffSeconds = (attempts: number) =>
    Math.min(3600, (opts.retryBaseSeconds ?? 5) * 2 ** (attempts - 1));
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let ticks = 0;
  /** Running Telegram loops by bot key ('' for rows without one). */
  const bots = new Map<string, Promise<void>>();
  const wakers = new Set<() => void>();

  function sleep(ms: number): Promise<void> {
    if (ms <= 0 || stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  }

  const pacing = createBotPacing(perBot, sleep);
  const sends: SendContext = {
    db,
    log,
    backoffSeconds,
    pauseBot: pacing.pause,
    deferBot: pacing.defer,
  };

  async function deliver(channel: OutboxChannel, handler: ChannelHandler): Promise<number> {
    const rows = await claimDue(db, channel, BATCH, lease);
    for (const row of rows) await sendOne(sends, channel, handler, row);
    return rows.length;
  }

  function startBots(handler: ChannelHandler, keys: (string | null)[]): void {
    for (const botKey of keys) {
      const key = botKey ?? '';
      if (bots.has(key) || stopped) continue;
      const loop = botLoop(
        {
          db,
          log,
          lease,
          slotMs,
          pacing,
          sleep,
          stopped: () => stopped,
          send: (row) => sendOne(sends, 'telegram', handler, row),
          onLate: () => {
            late++;
          },
        },
        botKey,
      )
        .catch((err) => log.error({ err, bot: key }, 'outbox bot loop failed'))
        .finally(() => bots.delete(key));
      bots.set(key, loop);
    }
  }

  async function runOnce(): Promise<void> {
    do {
      again = false;
      let claimed = 0;
      for (const [channel, handler] of Object.entries(handlers) as [OutboxChannel, ChannelHandler][]) {
        if (channel === 'telegram') startBots(handler, await dueBotKeys(db));
        else claimed += await deliver(channel, handler);
      }
      if (claimed > 0) again = true;
    } while (again && !stopped);
    if (++ticks % 300 === 0) {
      await pruneRates(db, 600);
      await opts.housekeeping?.();
    }
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err) => log.error({ err }, 'outbox worker failed'))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(kick, opts.pollMs);
  timer.unref();

  return {
    kick,
    lateSends: () => late,
    drain: async () => {
      kick();
      while (running || bots.size > 0) {
        await running;
        await Promise.all(bots.values());
      }
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      for (const wake of [...wakers]) wake();
      while (running || bots.size > 0) {
        await running;
        await Promise.all(bots.values());
      }
    },
  };
}
