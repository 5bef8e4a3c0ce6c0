import { bigint, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { moment } from '#server/db/columns.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';

/**
 * A shopper's conversation with a store's chat-bot (ordering in Telegram): the cart and the
 * checkout answers so far, kept here so a restart or another server process continues it.
 */
export const shopChats = pgTable(
  'shop_chats',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    state: jsonb('state').notNull().default({}),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.chatId] })],
);
