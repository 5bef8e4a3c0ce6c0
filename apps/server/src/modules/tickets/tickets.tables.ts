import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

export const ticketManagers = pgTable(
  'ticket_managers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Share of a ticket price paid in dollars, rounded to an integer (SPEC.md §5). */
    dollarPercent: integer('dollar_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ticket_managers_user_uq').on(t.userId)],
);
