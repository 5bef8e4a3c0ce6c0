import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, timestamps } from '#server/db/columns.ts';

export const statuses = pgTable('statuses', {
  id: smallint('id').primaryKey(),
  statusName: text('status_name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    roleId: smallint('role_id').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    planId: integer('plan_id'),
    /** The store a cashier works for (role 3); owners find theirs through stores.owner_id. */
    storeId: integer('store_id'),
    membershipUntil: moment('membership_until'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_store_role_idx').on(t.storeId, t.roleId),
    index('users_role_id_idx').on(t.roleId, t.id),
    /** Owners by membership end: expiring and expired stores, reminders. */
    index('users_role_membership_idx').on(t.roleId, t.membershipUntil),
  ],
);
