import { z } from 'zod';
import { normalizeDocument } from '../banks/bank.ts';
import { DOCUMENT_TYPES } from '../common/enums.ts';
import { emailField, optionalText, phoneField, plainString, requiredText, v } from '../common/fields.ts';
import { idField, intField } from '../common/numbers.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { TICKET_TYPES_MAX, TICKETS_PER_PURCHASE_MAX } from './events.ts';
import { ticketSchema } from './sales.ts';

// The buyer's side: the public event page (/evento/:id), its JSON twin under
// /api/public/events/{id}, and the purchase the event's Telegram bot makes in chat.

/** What a buyer sees of an event. */
export const publicEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  place: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** The event's IANA time zone: its times are read in it. */
  time_zone: z.string(),
  image: z.string().nullable(),
  /** Whether tickets can be bought now (active and not over). */
  on_sale: z.boolean(),
  /** Share of the price paid in USD; the rest in VES at `dollar_rate`. */
  dollar_percent: z.number().int(),
  /** Whether a split price may be paid whole in one currency instead (`pay_in` of the purchase). */
  whole_payment: z.boolean(),
  dollar_rate: z.number(),
  /** When the platform's rate was set or last read from its source; null for the default. */
  dollar_rate_at: z.string().nullable(),
  ticket_types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number(),
      price_ves: z.number(),
      left: z.number().int(),
    }),
  ),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      bank_name: z.string(),
      account_type: z.string(),
      account_number: z.string(),
      owner_full_name: z.string(),
      owner_idenfication_type: z.string(),
      owner_idenfication: z.string(),
      message: z.string().nullable(),
    }),
  ),
  telegram_user_bot: z.string().nullable(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * Whether an event's price is paid in two transfers, a dollar part and a bolívar part, each with
 * its own account, reference and proof (0 < dollar_percent < 100).
 */
export const isSplitPrice = (dollarPercent: number) => dollarPercent > 0 && dollarPercent < 100;

/** How a buyer pays a split price: its two parts, or the whole in one currency. */
export const PAY_IN = ['split', 'usd', 'ves'] as const;
export type PayIn = (typeof PAY_IN)[number];

/**
 * The share of the price a purchase pays in dollars: the event's, or all (100) or nothing (0) when
 * the buyer pays a split price whole in one currency.
 */
export const paidDollarPercent = (dollarPercent: number, payIn: PayIn | undefined) =>
  !isSplitPrice(dollarPercent) || payIn === undefined || payIn === 'split'
    ? dollarPercent
    : payIn === 'usd'
      ? 100
      : 0;

export const ticketLineInput = z.object({
  ticket_type_id: idField,
  quantity: intField({ min: 1, max: TICKETS_PER_PURCHASE_MAX, key: 'quantity' }),
});

/**
 * The lines of a web form, which names them `qty_<typeId>` (the event page): a form with
 * `lines` (JSON text) or without any quantity is left as it came.
 */
export function ticketFormLines(fields: Record<string, unknown>): Record<string, unknown> {
  if (fields.lines !== undefined) return fields;
  const lines = Object.entries(fields)
    .filter(([k, q]) => /^qty_\d{1,10}$/.test(k) && q !== '' && q !== '0' && q !== 0)
    .map(([k, q]) => ({ ticket_type_id: Number(k.slice(4)), quantity: Number(q) }));
  const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => !k.startsWith('qty_')));
  return { ...rest, lines };
}

/**
 * A purchase: the buyer, the tickets per type, and the transfer (account, reference; the
 * proof picture is the multipart `proof` part, required, JPEG/PNG/WEBP up to 5 MB).
 * Prices are the server's: nothing the buyer sends sets an amount.
 */
export const ticketPurchaseBody = z
  .object({
    name: requiredText(80),
    lastname: optionalText(80),
    document_type: z.enum(DOCUMENT_TYPES, { error: v('oneOf') }).default('V'),
    document: requiredText(20),
    email: emailField,
    phone: phoneField,
    account_id: z
      .number({ error: v('required') })
      .int(v('required'))
      .min(1, v('required'))
      .max(2_147_483_647, v('invalid')),
    reference: requiredText(60),
    /**
     * The bolívar part's account and reference, required when the event's price is split between
     * dollars and bolívares (its proof is the multipart `ves_proof` part); `account_id`,
     * `reference` and `proof` are then the dollar part's. Ignored for an event paid in one currency.
     */
    ves_account_id: idField.optional(),
    ves_reference: requiredText(60).optional(),
    /**
     * How a split price is paid: in its two parts (`split`, the default), or whole in dollars
     * (`usd`) or in bolívares (`ves`) with one transfer, where the organiser allows it.
     */
    pay_in: z.enum(PAY_IN, { error: v('oneOf') }).optional(),
    /** The buyer's language: the purchase's e-mails (and the tickets') are written in it; Spanish if absent. */
    lang: z.enum(LANGUAGES, { error: v('oneOf') }).optional(),
    lines: z
      .array(ticketLineInput, { error: v('quantity') })
      .min(1, v('quantity'))
      .max(TICKET_TYPES_MAX, v('invalid')),
  })
  .superRefine((d, ctx) => {
    if (d.document && normalizeDocument(d.document_type, d.document) === null) {
      const message = d.document_type === 'V' ? v('documentCedula') : v('documentRif');
      ctx.addIssue({ code: 'custom', message, path: ['document'] });
    }
    const ids = d.lines.map((l) => l.ticket_type_id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: v('invalid'), path: ['lines'] });
  })
  .meta({
    description:
      'document: 6 to 9 digits for a V cédula; 9 with the check digit for a J or R RIF. Each ticket type once in lines.',
  })
  .transform((d) => ({ ...d, document: normalizeDocument(d.document_type, d.document) ?? d.document }));
export type TicketPurchaseBody = z.infer<typeof ticketPurchaseBody>;

/** What a purchase answers: where its status lives (an unguessable token). */
export const ticketPurchaseReply = z.object({
  message: z.string(),
  token: z.string(),
  status_url: z.string(),
});
export type TicketPurchaseReply = z.infer<typeof ticketPurchaseReply>;

export const ticketOrderTokenParams = z.object({
  token: plainString().regex(/^[A-Za-z0-9_-]{20,64}$/, v('invalid')),
});

/** GET /api/public/ticket-orders/{token}: the buyer's own sale and, once verified, its tickets. */
export const ticketOrderSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  event: z.object({
    id: z.number().int(),
    name: z.string(),
    place: z.string(),
    starts_at: z.string(),
    time_zone: z.string(),
  }),
  buyer: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: z.number() })),
  total: z.number(),
  usd_amount: z.number(),
  ves_amount: z.number(),
  reference: z.string(),
  /** The bolívar part's reference when the price was split between currencies. */
  ves_reference: z.string().nullable(),
  created_at: z.string(),
  tickets: z.array(ticketSchema),
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;
