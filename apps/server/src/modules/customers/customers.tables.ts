import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '#server/db/columns.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';

/** A shopper of one store on one channel ('telegram' or 'web'). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** Telegram chat id (telegram channel) or the web account's id. */
    externalId: text('external_id').notNull(),
    username: text('username'),
    /** The language Telegram reports for the customer (IETF tag, e.g. "es"). */
    language: text('language'),
    /** Set when the customer blocked the bot (Bot API 403); cleared by their next /start. */
    unreachableAt: moment('unreachable_at'),
    /** Kept up to date with each sale, so the list needs no scan of the sales. */
    purchasesCount: integer('purchases_count').notNull().default(0),
    purchasesTotalCents: integer('purchases_total_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_store_channel_external_uq').on(t.storeId, t.channel, t.externalId),
    index('customers_store_channel_idx').on(t.storeId, t.channel, t.id),
    index('customers_store_name_idx').on(t.storeId, sql`lower(${t.name})`),
  ],
);
