import { z } from 'zod';
import { bankAccountBody, bankSchema } from '../banks/bank.ts';
import { optionalText, plainString, requiredText, timeZoneField, v } from '../common/fields.ts';
import { idField, intField, intQuery, usdAmount } from '../common/numbers.ts';
import { telegramSettingsBody } from '../store/store.ts';

// The ticket-sales variant (SPEC.md §3, §4, §7 "Tickets and events"). SPEC calls an event a
// "ticket bot": the event and its optional Telegram bot are one record.

/** Event status (SPEC.md §4): 0 inactive, any other value active; the panel sends 0 or 1. */
export const EVENT_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;
export const isEventActive = (status: number): boolean => status !== EVENT_STATUS.INACTIVE;

export const TICKET_TYPES_MAX = 20;
export const TICKET_QUOTA_MAX = 100_000;
/** Seats one purchase may take of one type. */
export const TICKETS_PER_PURCHASE_MAX = 20;

/** A moment as ISO 8601 with its offset, within 2000…2099. */
export const eventMoment = plainString('date')
  .max(40, v('date'))
  .pipe(z.iso.datetime({ offset: true, error: v('date') }))
  .refine((s) => {
    const y = new Date(s).getUTCFullYear();
    return y >= 2000 && y <= 2099;
  }, v('date'))
  .meta({ format: 'date-time', description: 'An instant with its offset, e.g. 2026-12-05T19:00:00-04:00.' });

/**
 * A ticket type of an event form. `id` names an existing type (edit); without it the type is
 * new. A type missing from an update is deleted, which is refused (409) once it has sales.
 */
export const ticketTypeInput = z.object({
  id: idField.optional(),
  name: requiredText(80),
  price: usdAmount,
  quota: intField({ min: 1, max: TICKET_QUOTA_MAX }),
});
export type TicketTypeInput = z.infer<typeof ticketTypeInput>;

/**
 * Body of POST ticket/ticket-bots and POST ticket/ticket-update/{id}: JSON, or multipart with
 * an optional `image` part (JPEG, PNG or WEBP up to 5 MB) and `ticket_types` as JSON text.
 * The Telegram bot is set apart (`ticket/ticket-bots/{id}/telegram`).
 */
export const eventBody = z
  .object({
    name: requiredText(120),
    description: optionalText(2000),
    place: requiredText(200),
    starts_at: eventMoment,
    ends_at: eventMoment.optional().nullable(),
    /** Where the event takes place, as an IANA zone: its times are shown in it. Absent keeps it. */
    time_zone: timeZoneField,
    status: intField({ min: 0, max: 1, key: 'oneOf' }).default(1),
    ticket_types: z
      .array(ticketTypeInput, { error: v('invalid') })
      .min(1, v('required'))
      .max(TICKET_TYPES_MAX, v('invalid')),
  })
  // An unreadable start is reported on its own field, not as an order of dates.
  .refine((d) => !d.ends_at || !d.starts_at || !(Date.parse(d.ends_at) <= Date.parse(d.starts_at)), {
    message: v('dateOrder'),
    path: ['ends_at'],
  })
  .meta({ description: 'ends_at, when given, is after starts_at.' });
export type EventBody = z.infer<typeof eventBody>;
export type EventInput = z.input<typeof eventBody>;

/** PATCH ticket/ticket-bots/{id}/status: activate or deactivate. */
export const eventStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: v('oneOf') }),
});

export const ticketTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  quota: z.number().int(),
  /** Seats taken by sales that are not rejected. */
  sold: z.number().int(),
  left: z.number().int(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** An event ("ticket bot") as the panel reads it. */
export const eventSchema = z.object({
  id: z.number().int(),
  ticket_manager_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  place: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  status: z.number().int(),
  image: z.string().nullable(),
  /** The bot's user name when a Telegram bot is connected. */
  telegram_user_bot: z.string().nullable(),
  ticket_types: z.array(ticketTypeSchema),
  created_at: z.string(),
  /** The event's IANA time zone (the platform's while it has set none): its times read in it. */
  time_zone: z.string(),
});
export type TicketEvent = z.infer<typeof eventSchema>;

/** GET ticket/ticket-bots (SPEC.md §7): the manager's events and their ids. */
export const eventListReply = z.object({ ids: z.array(z.number().int()), data: z.array(eventSchema) });
export type EventListReply = z.infer<typeof eventListReply>;
export const eventReply = z.object({ message: z.string(), data: eventSchema });

/** PUT ticket/ticket-bots/{id}/telegram: the event's bot, with the same rules as a store's. */
export const eventTelegramBody = telegramSettingsBody;

// ---- Ticket accounts ---------------------------------------------------------------------

/**
 * Body of POST ticket/ticket-accounts (multipart or JSON) and PUT ticket/ticket-accounts/{id}:
 * a payment account (bank rules as for stores) and the message shown to buyers.
 */
export const ticketAccountBody = bankAccountBody({ message: optionalText(500) });
export type TicketAccountBody = z.infer<typeof ticketAccountBody>;
export type TicketAccountInput = z.input<typeof ticketAccountBody>;
export const ticketAccountSchema = bankSchema.extend({ message: z.string().nullable() });
export type TicketAccount = z.infer<typeof ticketAccountSchema>;
/** GET ticket/ticket-accounts: a plain array (a manager keeps a handful of accounts). */
export const ticketAccountList = z.array(ticketAccountSchema);
/** POST and PUT ticket/ticket-accounts: 'Cuenta agregada' / 'Cuenta actualizada' and the account. */
export const ticketAccountReply = z.object({ message: z.string(), data: ticketAccountSchema });

// ---- Ticket manager ----------------------------------------------------------------------

/** `dollar_percent`: the share of a ticket's price paid in USD, the rest in VES (SPEC.md §5). */
export const dollarPercentField = z
  .number({ error: v('number') })
  .min(0, v('invalid'))
  .max(100, v('invalid'))
  .transform((n) => Math.round(n));
export const ticketManagerBody = z.object({
  dollar_percent: dollarPercentField,
  /** Whether a buyer may pay a split price whole in one currency (one transfer); unchanged if absent. */
  whole_payment: z.boolean({ error: v('invalid') }).optional(),
});
export type TicketManagerBody = z.infer<typeof ticketManagerBody>;
export const ticketManagerSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  dollar_percent: z.number().int(),
  whole_payment: z.boolean(),
});
export type TicketManager = z.infer<typeof ticketManagerSchema>;
/** PUT ticket/ticket-manager/{id}: 'Porcentaje actualizado' and the record. */
export const ticketManagerReply = z.object({ message: z.string(), data: ticketManagerSchema });

/** Query of ticket lists that may be narrowed to one event. */
export const eventFilterQuery = z.object({ event_id: intQuery({ min: 1 }).optional() });
