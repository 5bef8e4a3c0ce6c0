import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '#server/db/columns.ts';

/** Fixed-window counters kept in the database, so every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
  count: integer('count').notNull(),
});
