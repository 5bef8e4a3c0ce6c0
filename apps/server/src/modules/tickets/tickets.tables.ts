import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, paymentAccount, timestamps } from '#server/db/columns.ts';
import { users } from '#server/modules/users/users.tables.ts';

export const ticketManagers = pgTable(
  'ticket_managers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Share of a ticket price paid in dollars, rounded to an integer (SPEC.md §5). */
    dollarPercent: integer('dollar_percent').notNull().default(0),
    /** Whether a buyer may pay a split price whole in one currency, with one transfer. */
    wholePayment: boolean('whole_payment').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_managers_user_uq').on(t.userId)],
);

/** An event ("ticket bot" in SPEC.md): the event and its optional Telegram bot. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => ticketManagers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    place: text('place').notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at'),
    /** 0 inactive, any other value active (SPEC.md §4). */
    status: smallint('status').notNull().default(1),
    image: text('image'),
    telegramUserBot: text('telegram_user_bot'),
    /** The bot's token, sealed with SECRET_KEY (lib/secret-box.ts), as a store's. */
    telegramTokenEnc: text('telegram_token_enc'),
    telegramWebhookSecret: text('telegram_webhook_secret'),
    /** IANA zone of the place: the event's times read in it; null keeps the platform's (TIME_ZONE). */
    timeZone: text('time_zone'),
    ...timestamps(),
  },
  (t) => [index('ticket_events_manager_idx').on(t.managerId, t.id)],
);

/** A ticket type of an event. `sold` counts seats of sales that are not rejected. */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => ticketEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    quota: integer('quota').notNull(),
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId, t.position),
    // The last line of defence of "never oversold": a seat is taken by a conditional update.
    check('ticket_types_sold_ck', sql`${t.sold} >= 0 and ${t.sold} <= ${t.quota}`),
  ],
);

/** The accounts buyers transfer to (bank rules as a store's, plus a message to buyers). */
export const ticketAccounts = pgTable(
  'ticket_accounts',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => ticketManagers.id, { onDelete: 'cascade' }),
    ...paymentAccount(),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [index('ticket_accounts_manager_idx').on(t.managerId, t.id)],
);

/** A buyer ("ticket user"), one per manager and e-mail. */
export const ticketUsers = pgTable(
  'ticket_users',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => ticketManagers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** "Not set" when the buyer gave none (SPEC.md §3). */
    lastname: text('lastname').notNull().default('Not set'),
    documentType: text('document_type'),
    document: text('document'),
    email: text('email').notNull(),
    phone: text('phone'),
    telegramChatId: bigint('telegram_chat_id', { mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ticket_users_manager_email_uq').on(t.managerId, t.email),
    index('ticket_users_manager_idx').on(t.managerId, t.id),
  ],
);

/**
 * A ticket sale ("ticket bill"). `status` is the review option plus one (TICKET_BILL_STATUS).
 * Money in cents: `totalCents` USD, split into `usdCents` paid in dollars and `vesCents`
 * paid in bolívares at `dollarRate` (the manager's dollar_percent at the time of purchase).
 */
export const ticketBills = pgTable(
  'ticket_bills',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => ticketManagers.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => ticketEvents.id, { onDelete: 'cascade' }),
    ticketUserId: integer('ticket_user_id')
      .notNull()
      .references(() => ticketUsers.id),
    status: smallint('status').notNull(),
    channel: text('channel').notNull().default('web'),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    usdCents: integer('usd_cents').notNull(),
    vesCents: bigint('ves_cents', { mode: 'number' }).notNull(),
    dollarRate: numeric('dollar_rate', { precision: 14, scale: 4 }).notNull(),
    dollarPercent: integer('dollar_percent').notNull(),
    accountId: integer('account_id').references(() => ticketAccounts.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    proofImage: text('proof_image'),
    /** SHA-256 of the proof picture, to warn when one picture pays two sales. */
    proofHash: text('proof_hash'),
    /**
     * The bolívar part of a sale split between currencies (0 < dollarPercent < 100): its own
     * account, reference and proof; the columns above are then the dollar part's. Null otherwise.
     */
    vesAccountId: integer('ves_account_id').references(() => ticketAccounts.id, { onDelete: 'set null' }),
    vesReference: text('ves_reference'),
    vesProofImage: text('ves_proof_image'),
    vesProofHash: text('ves_proof_hash'),
    /** The buyer's private status page (`/evento/:id/compra/:token`). */
    accessToken: text('access_token').notNull(),
    /** The buyer's language (the event page's, or the chat's): the mails are written in it. */
    lang: text('lang'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: moment('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    index('ticket_bills_manager_status_idx').on(t.managerId, t.status, t.id),
    index('ticket_bills_manager_idx').on(t.managerId, t.id),
    index('ticket_bills_event_idx').on(t.eventId, t.status),
    index('ticket_bills_user_idx').on(t.ticketUserId),
    index('ticket_bills_reference_idx').on(t.managerId, t.reference),
    index('ticket_bills_proof_idx').on(t.managerId, t.proofHash),
    index('ticket_bills_ves_reference_idx').on(t.managerId, t.vesReference),
    index('ticket_bills_ves_proof_idx').on(t.managerId, t.vesProofHash),
    uniqueIndex('ticket_bills_token_uq').on(t.accessToken),
  ],
);

/**
 * A part of a ticket sale's payment the ticket master received (issue 32 §2), the same shape as
 * a store sale's parts (`sale_payments`): cash or a transfer to one of the manager's accounts, in
 * dollars or bolívares (worth `usd_cents` at the sale's rate). The parts covering the total
 * verify the sale.
 */
export const ticketPayments = pgTable(
  'ticket_payments',
  {
    id: serial('id').primaryKey(),
    ticketBillId: integer('ticket_bill_id')
      .notNull()
      .references(() => ticketBills.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    usdCents: integer('usd_cents').notNull(),
    accountId: integer('account_id').references(() => ticketAccounts.id, { onDelete: 'set null' }),
    reference: text('reference'),
    proofImage: text('proof_image'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_payments_bill_idx').on(t.ticketBillId, t.id)],
);

/** The lines of a ticket sale: seats per type at the price of the moment. */
export const ticketBillLines = pgTable(
  'ticket_bill_lines',
  {
    billId: integer('bill_id')
      .notNull()
      .references(() => ticketBills.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.ticketTypeId] }),
    index('ticket_bill_lines_type_idx').on(t.ticketTypeId),
  ],
);

/** A ticket of a verified sale: its code (in the QR) and its check-in at the door. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => ticketBills.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => ticketEvents.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    code: text('code').notNull(),
    /** File name of the QR picture (PNG) in the file store. */
    qrImage: text('qr_image'),
    checkedInAt: moment('checked_in_at'),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_uq').on(t.code),
    index('tickets_bill_idx').on(t.billId),
    index('tickets_event_checkin_idx').on(t.eventId, t.checkedInAt),
  ],
);

/** A chat with an event's bot: where the purchase in chat stands (survives a restart). */
export const ticketChats = pgTable(
  'ticket_chats',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => ticketEvents.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    state: jsonb('state').notNull().default({}),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.chatId] })],
);

/** Updates of the events' bots already handled (Telegram retries a webhook). */
export const ticketBotUpdates = pgTable(
  'ticket_bot_updates',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => ticketEvents.id, { onDelete: 'cascade' }),
    updateId: bigint('update_id', { mode: 'number' }).notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.updateId] })],
);
