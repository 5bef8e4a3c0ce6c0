import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.tables.ts';

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_store_idx').on(t.storeId, t.id)],
);
