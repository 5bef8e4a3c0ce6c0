import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns.ts';
import { bills } from '#server/modules/sales/sales.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

/**
 * A device subscribed to web push: a panel user's (user_id), or a shopper's following one order
 * from its private page (bill_id).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_bill_idx').on(t.billId),
  ],
);
