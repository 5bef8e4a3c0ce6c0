import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

export const deliveryCompanies = pgTable(
  'delivery_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    primaryAdminId: integer('primary_admin_id')
      .notNull()
      .references(() => users.id),
    secondaryAdminId: integer('secondary_admin_id').references(() => users.id),
    code: text('code'),
    canCharge: boolean('can_charge').notNull().default(false),
    /** Fee in cents. */
    feeCents: integer('fee_cents').notNull().default(0),
    geolocationMode: boolean('geolocation_mode').notNull().default(false),
    statusId: smallint('status_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_companies_primary_admin_idx').on(t.primaryAdminId)],
);
