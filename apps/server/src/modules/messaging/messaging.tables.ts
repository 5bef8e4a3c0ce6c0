import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '#server/db/columns.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

/**
 * A message to many (or one): every §7 send, a store owner's campaign and the admin's
 * broadcasts. Its recipients are outbox rows carrying `campaign_id`; their statuses are the
 * per-recipient report.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    /** Null for the platform admin's campaigns. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** message | image | broadcast | promotion | campaign | admin */
    kind: text('kind').notNull(),
    /** scheduled | sending | paused | cancelled | done */
    status: text('status').notNull(),
    text: text('text').notNull(),
    /** Stored image name (the file store), when the message carries one. */
    image: text('image'),
    productId: integer('product_id'),
    /** {channel, product_id?, catalogue_id?, within_days?} */
    audience: jsonb('audience').notNull(),
    total: integer('total').notNull().default(0),
    scheduledAt: moment('scheduled_at'),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaigns_store_idx').on(t.storeId, t.id),
    index('campaigns_due_idx').on(t.scheduledAt).where(sql`${t.status} = 'scheduled'`),
    index('campaigns_sending_idx').on(t.id).where(sql`${t.status} = 'sending'`),
  ],
);

/** Telegram updates already handled, so a retried webhook does nothing twice (kept 3 days). */
export const telegramUpdates = pgTable(
  'telegram_updates',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    updateId: bigint('update_id', { mode: 'number' }).notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.updateId] }),
    index('telegram_updates_received_idx').on(t.receivedAt),
  ],
);
