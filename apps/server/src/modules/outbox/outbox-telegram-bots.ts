import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { claimDueForBot, type OutboxRow, release } from './outbox.repository.ts';
import { reserveChats, reserveSlots } from './outbox-rates.repository.ts';

/** Telegram: at most one message per chat per second, with a margin for network jitter. */
const CHAT_GAP_MS = 1050;
/** Claim a bot's next batch this long before its current batch's last slot, so slots stay back to back. */
const LOOKAHEAD_MS = 1000;
/**
 * How many slots late a Telegram send may still go (see botLoop): half of the one spare send a
 * second that 29 slots leave under Telegram's 30; the other half absorbs the difference between
 * two processes' readings of the database's clock (clockOffset).
 */
const LATE_SLOTS = 0.5;

/** How many clock readings a process keeps to tell its clock from the database's. */
const OFFSET_READINGS = 20;

/** A bot's batch: about one second of its slots. */
const TELEGRAM_BATCH = (slotMs: number) => Math.max(1, Math.round(1000 / slotMs));

/**
 * What this process knows of its bots' pace: a bot's pause after a 429 (known here at once;
 * other processes read outbox_rates), its recent sends, and until when its loop keeps looking
 * for messages it put back.
 */
export function createBotPacing(perBot: number, sleep: (ms: number) => Promise<void>) {
  /** A bot's pause after a 429 (epoch ms). */
  const pausedUntil = new Map<string, number>();
  /** Recent send moments per bot: never more than `perBot` in any second, even when timers fire late. */
  const recent = new Map<string, number[]>();
  /** Until when a bot's loop keeps looking for messages it put back (epoch ms). */
  const retryUntil = new Map<string, number>();
  /** This process's last readings of its clock minus the database's (see clockOffset). */
  const offsets: number[] = [];
  return {
    /**
     * This process's clock minus the database's, from a reading taken when a reservation's
     * answer arrived (its clock then, minus the database's now()). A reading is late by the
     * answer's trip, which a loaded machine stretches to tens of milliseconds: two processes
     * that each trusted their last reading would place their slots that far apart and bunch
     * sends. The smallest of the last readings is the one with the shortest trip.
     */
    clockOffset(reading: number): number {
      offsets.push(reading);
      if (offsets.length > OFFSET_READINGS) offsets.shift();
      return Math.min(...offsets);
    },
    pausedUntil: (key: string) => pausedUntil.get(key) ?? 0,
    pause: (key: string, untilMs: number) => {
      pausedUntil.set(key, Math.max(pausedUntil.get(key) ?? 0, untilMs));
    },
    retryUntil: (key: string) => retryUntil.get(key) ?? 0,
    defer: (key: string, inMs: number) => {
      retryUntil.set(key, Math.max(retryUntil.get(key) ?? 0, Date.now() + inMs + CHAT_GAP_MS));
    },
    /** Waits until this process has sent fewer than 30 of the bot's messages in the last second. */
    async paceLocally(key: string): Promise<void> {
      const times = recent.get(key) ?? [];
      recent.set(key, times);
      for (;;) {
        const now = Date.now();
        while (times.length > 0 && times[0]! <= now - 1000) times.shift();
        if (times.length < perBot) break;
        await sleep(times[0]! + 1000 - now + 5);
      }
      times.push(Date.now());
    },
  };
}
export type BotPacing = ReturnType<typeof createBotPacing>;

/** What a bot's loop gets from the outbox worker. */
export type BotLoopContext = {
  db: Db;
  log: FastifyBaseLogger;
  /** How long a claimed row stays leased to this worker (s). */
  lease: number;
  /** One send slot of a bot (ms): 1000 / its messages per second. */
  slotMs: number;
  pacing: BotPacing;
  /** A timer the worker's stop wakes early. */
  sleep: (ms: number) => Promise<void>;
  stopped: () => boolean;
  /** Sends one message with the bot (and records how it went). */
  send: (row: OutboxRow) => Promise<void>;
  /** A send given back because its timer fired too late. */
  onLate: () => void;
};

/** One bot's loop: claim, reserve slots, send each at its slot; ends when nothing is due. */
export async function botLoop(ctx: BotLoopContext, botKey: string | null): Promise<void> {
  const { db, log, lease, slotMs, pacing, sleep } = ctx;
  const key = botKey ?? '';
  const inFlight = new Set<Promise<void>>();
  while (!ctx.stopped()) {
    const pause = pacing.pausedUntil(key) - Date.now();
    if (pause > 0) await sleep(pause);
    if (ctx.stopped()) break;
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
      const paused = pacing.pausedUntil(key);
      if (paused > now && paused - now <= 60_000) {
        await sleep(paused - now + 20);
        continue;
      }
      if (pacing.retryUntil(key) > now) {
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
    const offset = pacing.clockOffset(Date.now() - nowMs); // this process's clock minus the database's
    const slots = batch.map((row, i) => ({ row, at: startMs + i * slotMs + offset }));
    const granted = await reserveChats(
      db,
      slots.map((s) => ({ key: `chat:${key}:${s.row.recipient}`, atMs: s.at - offset })),
      CHAT_GAP_MS,
    );
    for (const s of slots) if (!granted.has(`chat:${key}:${s.row.recipient}`)) later.push(s.row.id);
    if (later.length > 0) {
      await release(db, later, CHAT_GAP_MS);
      pacing.defer(key, CHAT_GAP_MS);
    }
    for (const s of slots) {
      if (!granted.has(`chat:${key}:${s.row.recipient}`)) continue;
      const p = (async () => {
        await sleep(s.at - Date.now());
        // A timer that fired late (a busy event loop) bunches sends: this process's own are
        // spread again by paceLocally, but another process's slots follow closely. Slots at
        // 29/s leave one spare send in any second under Telegram's 30, so a send may be at most
        // half a slot late (LATE_SLOTS); a later one gives its slot up and goes back to the queue.
        const onTime = Date.now() - s.at <= LATE_SLOTS * slotMs;
        if (onTime && !ctx.stopped() && pacing.pausedUntil(key) <= Date.now()) {
          await pacing.paceLocally(key);
          if (!ctx.stopped() && pacing.pausedUntil(key) <= Date.now()) return ctx.send(s.row);
        }
        // Late, stopping, or the bot was throttled meanwhile: back to the queue, uncounted.
        const wait = Math.max(0, pacing.pausedUntil(key) - Date.now());
        if (!onTime) ctx.onLate();
        await release(db, [s.row.id], wait);
        pacing.defer(key, wait);
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
