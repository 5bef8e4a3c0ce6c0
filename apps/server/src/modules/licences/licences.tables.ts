import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, timestamps } from '#server/db/columns.ts';
import { banks } from '#server/modules/banks/banks.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

/** The platform's plans (ARCHITECTURE.md §5). Price in cents of USD. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    months: smallint('months').notNull(),
    priceCents: integer('price_cents').notNull(),
    yearly: boolean('yearly').notNull().default(false),
    productLimit: integer('product_limit'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('plans_name_uq').on(sql`lower(${t.name})`)],
);

/** Platform-wide settings set by the admin, one row per key (today: `dollar_rate`). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** A licence sale: a store owner's payment for a plan. Status PAID 1, PENDING 2, REJECTED 3. */
export const licencePayments = pgTable(
  'licence_payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The months this payment buys (the plan's, plus the yearly bonus), frozen at payment. */
    months: smallint('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    dollarRate: numeric('dollar_rate', { precision: 14, scale: 4 }),
    vesCents: integer('ves_cents'),
    /** The platform account paid into; kept (set null) if the account is later deleted. */
    bankId: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
    bankName: text('bank_name'),
    reference: text('reference').notNull(),
    proofImage: text('proof_image'),
    proofHash: text('proof_hash'),
    status: smallint('status').notNull().default(2),
    decidedAt: moment('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    /** Set once, by the approval that extended the membership (never extends twice). */
    extendedAt: moment('extended_at'),
    membershipUntil: moment('membership_until'),
    ...timestamps(),
  },
  (t) => [
    index('licence_payments_created_idx').on(t.createdAt, t.id),
    index('licence_payments_status_idx').on(t.status, t.createdAt, t.id),
    index('licence_payments_user_idx').on(t.userId, t.createdAt, t.id),
    index('licence_payments_plan_idx').on(t.planId, t.createdAt, t.id),
    index('licence_payments_reference_idx').on(sql`lower(${t.reference})`),
    index('licence_payments_proof_idx').on(t.proofHash),
    index('licence_payments_decided_idx').on(t.decidedAt),
  ],
);

/** Every change of a membership's end: trial, approved payment, manual extension. */
export const membershipEvents = pgTable(
  'membership_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    months: smallint('months').notNull().default(0),
    days: smallint('days').notNull().default(0),
    fromUntil: moment('from_until'),
    toUntil: moment('to_until').notNull(),
    paymentId: integer('payment_id').references(() => licencePayments.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('membership_events_user_idx').on(t.userId, t.id)],
);

/** Reminders already queued: one per owner, membership end and days-before (7, 3, 0). */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    membershipUntil: moment('membership_until').notNull(),
    daysBefore: smallint('days_before').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_reminders_uq').on(t.userId, t.membershipUntil, t.daysBefore)],
);
