import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The kinds of business a store picks from (a fixed list, loaded by the seed). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});
