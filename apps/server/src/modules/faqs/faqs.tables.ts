import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '#server/db/columns.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    ...timestamps(),
  },
  (t) => [index('faqs_store_idx').on(t.storeId, t.id)],
);
