import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { claimDue, markFailed, markSent, type OutboxChannel, type OutboxRow } from './outbox.repository.ts';

/** Delivers one message; returns the payload to keep once sent (to drop secrets), if any. */
export type ChannelHandler = (row: OutboxRow) => Promise<Record<string, unknown> | undefined>;

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const BATCH = 20;
const backoffSeconds = (attempts: number) => Math.min(3600, 5 * 2 ** (attempts - 1));

export type OutboxWorker = {
  /** Look for work now (after a transaction that enqueued something has committed). */
  kick: () => void;
  /** Resolves once nothing due is left; for tests and shutdown. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

export function startOutboxWorker(opts: {
  db: Db;
  handlers: Partial<Record<OutboxChannel, ChannelHandler>>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Housekeeping run every few hundred ticks (old rate-limit windows). */
  housekeeping?: () => Promise<void>;
}): OutboxWorker {
  const { db, handlers, log } = opts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let ticks = 0;

  async function deliver(channel: OutboxChannel, handler: ChannelHandler): Promise<number> {
    const rows = await claimDue(db, channel, BATCH, LEASE_SECONDS);
    for (const row of rows) {
      try {
        const keep = await handler(row);
        await markSent(db, row.id, keep);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = row.attempts >= MAX_ATTEMPTS;
        log.warn(
          { outboxId: row.id, channel, attempts: row.attempts, final, err: message },
          'outbox delivery failed',
        );
        await markFailed(db, row.id, message.slice(0, 1000), final ? null : backoffSeconds(row.attempts));
      }
    }
    return rows.length;
  }

  async function runOnce(): Promise<void> {
    do {
      again = false;
      let claimed = 0;
      for (const [channel, handler] of Object.entries(handlers) as [OutboxChannel, ChannelHandler][]) {
        claimed += await deliver(channel, handler);
      }
      if (claimed > 0) again = true;
    } while (again && !stopped);
    if (++ticks % 300 === 0) await opts.housekeeping?.();
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
    drain: async () => {
      kick();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
