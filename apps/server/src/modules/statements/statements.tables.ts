import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from '#server/db/columns.ts';
import { banks } from '#server/modules/banks/banks.tables.ts';
import { ticketAccounts } from '#server/modules/tickets/tickets.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

/**
 * Whose account a statement row belongs to: a bank account (a store's, or the platform's) or a
 * ticket master's account; exactly one of the two.
 */
const account = () => ({
  bankId: integer('bank_id').references(() => banks.id, { onDelete: 'cascade' }),
  ticketAccountId: integer('ticket_account_id').references(() => ticketAccounts.id, { onDelete: 'cascade' }),
});
const oneAccount = (name: string, t: { bankId: unknown; ticketAccountId: unknown }) =>
  check(name, sql`(${t.bankId} is null) <> (${t.ticketAccountId} is null)`);

/**
 * An account's reconciliation settings: its saved custom layout (column mapping), the amount
 * tolerance, the date window and whether the store's cashiers may use it. No row: the defaults.
 */
export const statementSettings = pgTable(
  'statement_settings',
  {
    id: serial('id').primaryKey(),
    ...account(),
    mapping: jsonb('mapping'),
    toleranceCents: integer('tolerance_cents').notNull(),
    windowDays: integer('window_days').notNull(),
    cashierAllowed: boolean('cashier_allowed').notNull().default(false),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_settings_bank_uq').on(t.bankId),
    uniqueIndex('statement_settings_ticket_account_uq').on(t.ticketAccountId),
    oneAccount('statement_settings_one_account', t),
  ],
);

/** One imported statement file of a payment account. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    ...account(),
    fileName: text('file_name').notNull(),
    layout: text('layout').notNull(),
    /** Lines this import added (lines already imported from another file are not). */
    lines: integer('lines').notNull(),
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_statements_bank_idx').on(t.bankId, t.id),
    index('bank_statements_ticket_account_idx').on(t.ticketAccountId, t.id),
    oneAccount('bank_statements_one_account', t),
  ],
);

/**
 * A credit line of a statement and how it matches the account's waiting payments. `fingerprint`
 * (day, reference, amount, description and the line's occurrence among equal ones) makes
 * importing a statement twice, or two overlapping ones, add each line once. A confirmed line
 * names the sale it verified; one sale is confirmed by at most one line.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: serial('id').primaryKey(),
    ...account(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** MATCH_STATES. */
    state: text('state').notNull(),
    /**
     * The exact match, or the payment a confirmed line settled: a sale (a store's account), a
     * licence payment (a platform's account) or a ticket sale (a ticket master's account), so no
     * foreign key; the account tells which.
     */
    paymentId: integer('payment_id'),
    /** The candidates: [{ payment_id, reason }]. */
    candidates: jsonb('candidates').notNull().default(sql`'[]'::jsonb`),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: moment('confirmed_at'),
  },
  (t) => [
    uniqueIndex('statement_lines_fingerprint_uq').on(t.bankId, t.fingerprint),
    index('statement_lines_bank_idx').on(t.bankId, t.id),
    index('statement_lines_bank_state_idx').on(t.bankId, t.state, t.id),
    index('statement_lines_statement_idx').on(t.statementId, t.id),
    uniqueIndex('statement_lines_confirmed_payment_uq')
      .on(t.bankId, t.paymentId)
      .where(sql`${t.state} = 'confirmed'`),
    uniqueIndex('statement_lines_ticket_fingerprint_uq').on(t.ticketAccountId, t.fingerprint),
    index('statement_lines_ticket_state_idx').on(t.ticketAccountId, t.state, t.id),
    uniqueIndex('statement_lines_ticket_confirmed_uq')
      .on(t.ticketAccountId, t.paymentId)
      .where(sql`${t.state} = 'confirmed'`),
    oneAccount('statement_lines_one_account', t),
  ],
);
