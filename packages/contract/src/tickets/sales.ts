import { z } from 'zod';
import { DOCUMENT_TYPES, TICKET_OPTION, type TicketOption } from '../common/enums.ts';
import { plainString, v } from '../common/fields.ts';
import { idField, intQuery } from '../common/numbers.ts';
import { page, pageQuery } from '../common/pagination.ts';
import { salePartsSchema } from '../sales/payments.ts';

/**
 * Stored status of a ticket bill: the review option plus one (ARCHITECTURE.md §5). A new sale
 * is PENDING; a review moves it to VERIFIED, REJECTED or NOT_VERIFIED (seen, payment not found).
 */
export const TICKET_BILL_STATUS = {
  REJECTED: TICKET_OPTION.REJECTED + 1,
  VERIFIED: TICKET_OPTION.VERIFIED + 1,
  PENDING: TICKET_OPTION.PENDING + 1,
  NOT_VERIFIED: TICKET_OPTION.NOT_VERIFIED + 1,
} as const;
export type TicketBillStatus = (typeof TICKET_BILL_STATUS)[keyof typeof TICKET_BILL_STATUS];
/** The option that lists a stored status (the inverse of `ticketStatusFromOption`). */
export const ticketOptionOfStatus = (status: TicketBillStatus): TicketOption => (status - 1) as TicketOption;

/**
 * Reviews allowed from each stored status. A verified sale may still be rejected (a refund)
 * while none of its tickets has been checked in; a rejected sale is final (its seats went back).
 */
export const TICKET_REVIEWS: Record<TicketBillStatus, readonly TicketBillStatus[]> = {
  [TICKET_BILL_STATUS.PENDING]: [
    TICKET_BILL_STATUS.VERIFIED,
    TICKET_BILL_STATUS.REJECTED,
    TICKET_BILL_STATUS.NOT_VERIFIED,
  ],
  [TICKET_BILL_STATUS.NOT_VERIFIED]: [TICKET_BILL_STATUS.VERIFIED, TICKET_BILL_STATUS.REJECTED],
  [TICKET_BILL_STATUS.VERIFIED]: [TICKET_BILL_STATUS.REJECTED],
  [TICKET_BILL_STATUS.REJECTED]: [],
};

/**
 * The statuses of a ticket sale still waiting for its review (pending, or seen and marked not
 * verified): such a sale takes payment parts, is asked for on its accounts' statements and is
 * counted as waiting on the ticket master's dashboard.
 */
export const TICKET_SALE_WAITING: readonly TicketBillStatus[] = [
  TICKET_BILL_STATUS.PENDING,
  TICKET_BILL_STATUS.NOT_VERIFIED,
];
export const ticketSaleWaits = (status: number): boolean =>
  (TICKET_SALE_WAITING as readonly number[]).includes(status);

/** GET ticket/ticket-bills: `opt` (1 rejected, 2 verified, 3 pending, 4 not verified, 5 all). */
export const ticketBillListQuery = pageQuery.extend({
  opt: intQuery({ min: 1, max: 5, key: 'oneOf' }).default(TICKET_OPTION.ALL),
  event_id: intQuery({ min: 1 }).optional(),
});
export type TicketBillListQuery = z.infer<typeof ticketBillListQuery>;

/** PUT ticket/ticket-bills/{id}: the review, as an option 1…4 (5 "all" is no status). */
export const ticketReviewBody = z.object({
  opt: z
    .number({ error: v('oneOf') })
    .int(v('oneOf'))
    .min(1, v('oneOf'))
    .max(4, v('oneOf')),
});
export type TicketReviewBody = z.infer<typeof ticketReviewBody>;
export const ticketReviewReply = z.object({ message: z.string(), status: z.number().int() });

export const ticketBuyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "Not set" when the buyer gave none (SPEC.md §3); `buyerFullName` drops it. */
  lastname: z.string(),
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  document: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type TicketBuyer = z.infer<typeof ticketBuyerSchema>;

export const LASTNAME_NOT_SET = 'Not set';
/** The buyer's full name; the lastname "Not set" counts as empty (SPEC.md §3). */
export const buyerFullName = (u: { name: string; lastname?: string | null }): string => {
  const last = u.lastname?.trim();
  return last && last !== LASTNAME_NOT_SET ? `${u.name} ${last}` : u.name;
};

export const ticketBillLineSchema = z.object({
  ticket_type_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
});

/** A ticket of a verified sale: its code (in the QR) and whether it was used at the door. */
export const ticketSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ticket_type: z.string(),
  checked_in_at: z.string().nullable(),
  /** Address of the QR picture (PNG). */
  qr_url: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const TICKET_CHANNELS = ['web', 'telegram'] as const;

/** A ticket sale in the review list. */
export const ticketBillSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  ticket_user: ticketBuyerSchema.pick({ id: true, name: true, lastname: true, email: true }),
  quantity: z.number().int(),
  /** USD total; `usd_amount` + `ves_amount` at `dollar_rate` is what the buyer transferred. */
  total: z.number(),
  usd_amount: z.number(),
  ves_amount: z.number(),
  dollar_rate: z.number(),
  reference: z.string(),
  /** The bolívar part's reference when the price is split between currencies (`reference` is then the dollar part's). */
  ves_reference: z.string().nullable(),
  channel: z.enum(TICKET_CHANNELS),
  created_at: z.string(),
});
export type TicketBill = z.infer<typeof ticketBillSchema>;
export const ticketBillPage = page(ticketBillSchema);

const ticketAccountRef = z
  .object({ id: z.number().int(), bank_name: z.string(), account_type: z.string() })
  .nullable();
/** Other sales of the same manager with the same reference or the same proof picture (either part). */
const paymentWarnings = z.object({
  same_reference: z.array(z.number().int()),
  same_proof: z.array(z.number().int()),
});

/** GET ticket/ticket-bills/{id}: the sale, its lines, proof, tickets and warnings. */
export const ticketBillDetailSchema = ticketBillSchema.extend({
  ticket_user: ticketBuyerSchema,
  lines: z.array(ticketBillLineSchema),
  account: ticketAccountRef,
  proof_image: z.string().nullable(),
  tickets: z.array(ticketSchema),
  reviewed_at: z.string().nullable(),
  warnings: paymentWarnings,
  /**
   * The bolívar part of a sale split between currencies (`ves_amount` at `dollar_rate`), with its
   * own account, reference, proof and warnings; the fields above are then the dollar part's.
   * Null for a sale paid in one currency.
   */
  ves_part: z
    .object({
      account: ticketAccountRef,
      reference: z.string(),
      proof_image: z.string().nullable(),
      warnings: paymentWarnings,
    })
    .nullable(),
  /**
   * The parts of the payment the ticket master received (issue 32 §2, as a store sale's):
   * recorded while the sale waits for its review; the parts covering the total verify it.
   */
  payments: salePartsSchema,
});
export type TicketBillDetail = z.infer<typeof ticketBillDetailSchema>;

/** POST and DELETE ticket/ticket-bills/{id}/payments: the message and the sale as it now is. */
export const ticketPartReply = z.object({ message: z.string(), data: ticketBillDetailSchema });

// ---- Buyers ------------------------------------------------------------------------------

/** GET ticket/ticket-users: buyers with their tickets and totals. */
export const ticketUserListQuery = pageQuery.extend({ event_id: intQuery({ min: 1 }).optional() });
export const ticketUserSchema = ticketBuyerSchema.extend({
  /** Sales of the buyer that are not rejected, and their tickets. */
  purchases: z.number().int(),
  tickets: z.number().int(),
  /** USD total of the buyer's verified sales. */
  total: z.number(),
  last_purchase_at: z.string().nullable(),
});
export type TicketUser = z.infer<typeof ticketUserSchema>;
export const ticketUserPage = page(ticketUserSchema);

// ---- Check-in ----------------------------------------------------------------------------

export const TICKET_CODE_LENGTH = 12;
/** A ticket's code as printed or typed: letters and digits, spaces and dashes ignored. */
export const ticketCodeField = plainString('required')
  .max(80, v('invalid'))
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, v('required'))
      .max(64, v('invalid'))
      .regex(/^[A-Z0-9]+$/, v('invalid')),
  );

/** POST ticket/check-in: a scanned or typed code at the door of one event. */
export const checkInBody = z.object({ event_id: idField, code: ticketCodeField });
export const CHECK_IN_RESULTS = ['admitted', 'already', 'unknown', 'other_event', 'not_valid'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];
export const checkInReply = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** Spanish sentence for the door ("Bienvenido…", "Ya ingresó a las 20:14"…). */
  message: z.string(),
  ticket: z
    .object({
      code: z.string(),
      ticket_type: z.string(),
      buyer: z.string(),
      event_name: z.string(),
      /** When it was first admitted (for `already`, the earlier time). */
      checked_in_at: z.string().nullable(),
    })
    .nullable(),
  counts: z.object({ checked_in: z.number().int(), sold: z.number().int() }),
});
export type CheckInReply = z.infer<typeof checkInReply>;

/** GET ticket/check-in/{eventId}: the door's live counts. */
export const checkInCountsReply = z.object({
  event_id: z.number().int(),
  checked_in: z.number().int(),
  sold: z.number().int(),
  recent: z.array(
    z.object({ code: z.string(), buyer: z.string(), ticket_type: z.string(), checked_in_at: z.string() }),
  ),
});
export type CheckInCountsReply = z.infer<typeof checkInCountsReply>;

// ---- Dashboard ---------------------------------------------------------------------------

/** GET ticket/dashboard: the ticket master's figures. */
export const ticketDashboardReply = z.object({
  pending_reviews: z.number().int(),
  tickets_sold: z.number().int(),
  checked_in: z.number().int(),
  revenue_usd: z.number(),
  revenue_ves: z.number(),
  events: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      starts_at: z.string(),
      time_zone: z.string(),
      status: z.number().int(),
      sold: z.number().int(),
      checked_in: z.number().int(),
      revenue_usd: z.number(),
      revenue_ves: z.number(),
      /** Per type: `sold` seats of verified sales; `taken` seats held by sales not rejected (of `quota`). */
      types: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          quota: z.number().int(),
          sold: z.number().int(),
          taken: z.number().int(),
        }),
      ),
    }),
  ),
});
export type TicketDashboardReply = z.infer<typeof ticketDashboardReply>;
