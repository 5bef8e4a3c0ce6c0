import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '#server/db/columns.ts';

/**
 * Messages to send (e-mail, Telegram, web push), written in the same transaction as the
 * action that causes them and delivered by the outbox worker.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * pending (to send) | held (its campaign is paused) | sent | failed (dead letter, with
     * last_error) | unreachable (the recipient blocked the bot or is gone) | cancelled.
     */
    status: text('status').notNull().default('pending'),
    /** The campaign this message belongs to (messaging's campaigns), if any. */
    campaignId: integer('campaign_id'),
    /** The customer the message is for (customers.id), if it is for a customer. */
    customerId: integer('customer_id'),
    /** Which bot sends a Telegram message (the store id, or ticket bot "t:<id>"): the rate-limit key. */
    botKey: text('bot_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_due_bot_idx').on(t.channel, t.botKey, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_campaign_idx').on(t.campaignId, t.status, t.id).where(sql`${t.campaignId} is not null`),
  ],
);

/**
 * Shared send-rate state, so several processes keep one provider's limits together: a key
 * per bot ("bot:<botKey>") and per chat ("chat:<botKey>:<chat>"); `next_at` is the earliest
 * moment the next message may go, `paused_until` a 429's retry_after.
 */
export const outboxRates = pgTable(
  'outbox_rates',
  {
    key: text('key').primaryKey(),
    nextAt: moment('next_at').notNull().defaultNow(),
    pausedUntil: moment('paused_until'),
  },
  (t) => [index('outbox_rates_next_idx').on(t.nextAt)],
);
