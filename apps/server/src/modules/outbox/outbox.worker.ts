import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError } from '#server/channels/delivery-error.ts';
import type { Db } from '#server/db/client.ts';
import {
  claimDue,
  claimDueForBot,
  dueBotKeys,
  markFailed,
  markSent,
  markUnreachable,
  type OutboxChannel,
  type OutboxRow,
  pauseKey,
  pruneRates,
  release,
  reserveChats,
  reserveSlots,
} from './outbox.repository.ts';
import { TELEGRAM_PER_BOT_PER_SECOND } from './outbox.service.ts';

/** Delivers one message; returns the payload to keep once sent (to drop secrets), if any. */
export type ChannelHandler = (row: OutboxRow) => Promise<Record<string, unknown> | undefined>;

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const BATCH = 20;
/** Telegram: at most one message per chat per second, with a margin for network jitter. */
const CHAT_GAP_MS = 1050;
/** Claim a bot's next batch this long before its current batch's last slot, so slots stay back to back. */
const LOOKAHEAD_MS = 1000;
/** How many slots late a Telegram send may still go (see botLoop). */
const LATE_SLOTS = 1;

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
 * Tested in outbox-telegram.api.test.ts by counting the statements of an idle worker.
 *
 * Nothing is sent twice: a claimed row is leased and only marked sent after its send; a crash
 * between the two repeats at most the rows in flight (one batch per bot), after the lease.
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
  /** A bot's pause after a 429 (epoch ms), known here at once; other processes read outbox_rates. */
  const pausedUntil = new Map<string, number>();
  /** Recent send moments per bot: never more than `perBot` in any second, even when timers fire late. */
  const recent = new Map<string, number[]>();
  const wakers = new Set<() => void>();
  /** Until when a bot's loop keeps looking for messages it put back (epoch ms). */
  const retryUntil = new Map<string, number>();
  const deferred = (key: string, inMs: number) =>
    retryUntil.set(key, Math.max(retryUntil.get(key) ?? 0, Date.now() + inMs + CHAT_GAP_MS));

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

  /** What a failed send leaves: a retry, a pause, a dead letter or an unreachable mark. */
  async function settle(row: OutboxRow, channel: OutboxChannel, err: unknown): Promise<void> {
    const e =
      err instanceof DeliveryError
        ? err
        : new DeliveryError('temporary', err instanceof Error ? err.message : String(err));
    const reason = e.message.slice(0, 1000);
    if (e.kind === 'throttled') {
      const seconds = Math.max(1, e.retryAfterSeconds ?? 1);
      const key = row.botKey ?? '';
      pausedUntil.set(key, Math.max(pausedUntil.get(key) ?? 0, Date.now() + seconds * 1000));
      log.warn({ outboxId: row.id, bot: key, retryAfter: seconds }, 'outbox: bot throttled');
      await pauseKey(db, `bot:${key}`, seconds);
      await release(db, [row.id], seconds * 1000, reason);
      deferred(key, seconds * 1000);
      return;
    }
    if (e.kind === 'unreachable') return markUnreachable(db, row.id, reason);
    const final = e.kind === 'permanent' || row.attempts >= MAX_ATTEMPTS;
    log.warn(
      { outboxId: row.id, channel, attempts: row.attempts, final, err: reason },
      'outbox delivery failed',
    );
    const retry = Math.max(backoffSeconds(row.attempts), e.retryAfterSeconds ?? 0);
    await markFailed(db, row.id, reason, final ? null : retry);
  }

  async function sendOne(channel: OutboxChannel, handler: ChannelHandler, row: OutboxRow): Promise<void> {
    try {
      const keep = await handler(row);
      await markSent(db, row.id, keep);
    } catch (err) {
      await settle(row, channel, err).catch((e) =>
        log.error({ err: e, outboxId: row.id }, 'outbox settle failed'),
      );
    }
  }

  async function deliver(channel: OutboxChannel, handler: ChannelHandler): Promise<number> {
    const rows = await claimDue(db, channel, BATCH, lease);
    for (const row of rows) await sendOne(channel, handler, row);
    return rows.length;
  }

  /** Waits until this process has sent fewer than 30 of the bot's messages in the last second. */
  async function paceLocally(key: string): Promise<void> {
    const times = recent.get(key) ?? [];
    recent.set(key, times);
    for (;;) {
      const now = Date.now();
      while (times.length > 0 && times[0]! <= now - 1000) times.shift();
      if (times.length < perBot) break;
      await sleep(times[0]! + 1000 - now + 5);
    }
    times.push(Date.now());
  }

  /** One bot's loop: claim, reserve slots, send each at its slot; ends when nothing is due. */
  async function botLoop(botKey: string | null, handler: ChannelHandler): Promise<void> {
    const key = botKey ?? '';
    const inFlight = new Set<Promise<void>>();
    while (!stopped) {
      const pause = (pausedUntil.get(key) ?? 0) - Date.now();
      if (pause > 0) await sleep(pause);
      if (stopped) break;
      const rows = await claimDueForBot(db, botKey, TELEGRAM_BATCH(slotMs), lease);
      if (rows.length === 0) {
        if (inFlight.size > 0) {
          await Promise.all(inFlight);
          continue;
        }
        // Messages put back a moment ago (a chat's second, a late slot, a 429's pause) are
        // waited for here: a pause with one timer, a deferral by re-claiming at most four times
        // a second until its window has passed. Otherwise this bot is done until the next tick.
        const now = Date.now();
        const paused = pausedUntil.get(key) ?? 0;
        if (paused > now && paused - now <= 60_000) {
          await sleep(paused - now + 20);
          continue;
        }
        if ((retryUntil.get(key) ?? 0) > now) {
          await sleep(250);
          continue;
        }
        break;
      }
      // One message per chat per batch; the rest go back for a second.
      const seen = new Set<string>();
      const batch: OutboxRow[] = [];
      const later: number[] = [];
      for (const row of rows) {
        if (seen.has(row.recipient)) later.push(row.id);
        else {
          seen.add(row.recipient);
          batch.push(row);
        }
      }
      const { startMs, nowMs } = await reserveSlots(db, `bot:${key}`, batch.length, slotMs);
      const offset = Date.now() - nowMs; // this process's clock minus the database's
      const slots = batch.map((row, i) => ({ row, at: startMs + i * slotMs + offset }));
      const granted = await reserveChats(
        db,
        slots.map((s) => ({ key: `chat:${key}:${s.row.recipient}`, atMs: s.at - offset })),
        CHAT_GAP_MS,
      );
      for (const s of slots) if (!granted.has(`chat:${key}:${s.row.recipient}`)) later.push(s.row.id);
      if (later.length > 0) {
        await release(db, later, CHAT_GAP_MS);
        deferred(key, CHAT_GAP_MS);
      }
      for (const s of slots) {
        if (!granted.has(`chat:${key}:${s.row.recipient}`)) continue;
        const p = (async () => {
          await sleep(s.at - Date.now());
          // A timer that fired late (a busy event loop) bunches sends: this process's own are
          // spread again by paceLocally, but another process's slots follow closely. Slots at
          // 29/s leave one spare send in any second under Telegram's 30, so a send may be at most
          // one slot late; a later one gives its slot up and goes back to the queue.
          const onTime = Date.now() - s.at <= LATE_SLOTS * slotMs;
          if (onTime && !stopped && (pausedUntil.get(key) ?? 0) <= Date.now()) {
            await paceLocally(key);
            if (!stopped && (pausedUntil.get(key) ?? 0) <= Date.now())
              return sendOne('telegram', handler, s.row);
          }
          // Late, stopping, or the bot was throttled meanwhile: back to the queue, uncounted.
          const wait = Math.max(0, (pausedUntil.get(key) ?? 0) - Date.now());
          if (!onTime) late++;
          await release(db, [s.row.id], wait);
          deferred(key, wait);
        })().catch((err) => log.error({ err, outboxId: s.row.id }, 'outbox telegram send failed'));
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
      }
      const last = slots.at(-1)!.at;
      await sleep(last - LOOKAHEAD_MS - Date.now());
      // A slow Bot API: never more than a few batches in flight.
      while (inFlight.size > 3 * TELEGRAM_BATCH(slotMs)) await Promise.race(inFlight);
      if (granted.size === 0) await sleep(CHAT_GAP_MS);
    }
    await Promise.all(inFlight);
  }

  function startBots(handler: ChannelHandler, keys: (string | null)[]): void {
    for (const botKey of keys) {
      const key = botKey ?? '';
      if (bots.has(key) || stopped) continue;
      const loop = botLoop(botKey, handler)
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

/** A bot's batch: about one second of its slots. */
const TELEGRAM_BATCH = (slotMs: number) => Math.max(1, Math.round(1000 / slotMs));
