import { z } from 'zod';
import { dateField, dateRange, optionalDateRange } from '../common/dates.ts';
import { plainString, v } from '../common/fields.ts';
import { idParam, intQuery } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';
import { BILL_ACTIONS } from './lifecycle.ts';
import { salePartsSchema } from './payments.ts';

export const CHANNELS = ['telegram', 'web'] as const;
export type Channel = (typeof CHANNELS)[number];
export const SHIPPING_MODES = ['pickup', 'route', 'distance'] as const;

/** A sale in lists: enough for a row. */
export const billRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(CHANNELS),
  customer_id: z.number().int(),
  customer_name: z.string(),
  items_count: z.number().int(),
  total: z.number(),
  status: z.number().int(),
  payment_status: z.number().int(),
  payment_reference: z.string().nullable(),
  /** 'cash' for cash at pick-up or on delivery; how the transfer was made otherwise. */
  payment_method: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BillRow = z.infer<typeof billRowSchema>;

export const billItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  extras: z.array(z.object({ extra_id: z.number().int().nullable(), name: z.string(), price: z.number() })),
  line_total: z.number(),
});

/**
 * What a history row records besides a status change: the cash collected (the status stays), an
 * unpaid order cancelled when its time ran out, the parts of a sale covering its total.
 */
export const HISTORY_EVENTS = ['cash_collected', 'expired', 'paid_in_parts', 'proof_sent'] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

export const billHistorySchema = z.object({
  id: z.number().int(),
  from_status: z.number().int().nullable(),
  to_status: z.number().int(),
  event: z.enum(HISTORY_EVENTS).nullable(),
  note: z.string().nullable(),
  actor: z.string().nullable(),
  created_at: z.string(),
});
export type BillHistoryEntry = z.infer<typeof billHistorySchema>;

/** GET bill/{id}: everything about a sale. */
export const billSchema = billRowSchema.extend({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    lastname: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    username: z.string().nullable(),
  }),
  /**
   * The e-mail and phone the shopper gave with this order (null for a sale recorded without
   * one): its news go there, while `customer` keeps the contact saved before.
   */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  items: z.array(billItemSchema),
  subtotal: z.number(),
  shipping: z.number(),
  payment_currency: z.enum(['USD', 'VES']),
  dollar_rate: z.number().nullable(),
  ves_amount: z.number().nullable(),
  bank: z.object({ id: z.number().int(), bank_name: z.string(), account_type: z.string() }).nullable(),
  proof_image: z.string().nullable(),
  /** The parts the staff recorded (a sale paid in parts), what they cover and what is still due. */
  payments: salePartsSchema,
  shipping_info: z.object({
    mode: z.enum(SHIPPING_MODES),
    company_id: z.number().int().nullable(),
    address: z.string().nullable(),
    km: z.number().nullable(),
    /** The delivery company's name, when one delivers. */
    company_name: z.string().nullable(),
    /** The company's courier assigned to the shipment. */
    courier: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
    /** The delivery company's photo and note of the delivery. */
    delivery_proof: z.string().nullable(),
    delivery_note: z.string().nullable(),
  }),
  cancellation_note: z.string().nullable(),
  history: z.array(billHistorySchema),
  allowed_actions: z.array(z.enum(BILL_ACTIONS)),
  /** Other sales of the store paid with the same reference or the same proof picture. */
  warnings: z.object({ same_reference: z.array(z.number().int()), same_proof: z.array(z.number().int()) }),
});
export type Bill = z.infer<typeof billSchema>;

/** GET bill: the sales list. */
export const billListQuery = pageQuery.extend({
  status: intQuery({ min: 1, max: 7, key: 'oneOf' }).optional(),
  payment_status: intQuery({ min: 0, max: 1, key: 'oneOf' }).optional(),
  channel: z.enum(CHANNELS, { error: v('oneOf') }).optional(),
  /** One customer's purchases. */
  customer_id: idParam.optional(),
  // A filter of a paged list: any span is fine, a reversed one simply finds nothing.
  from: dateField.optional(),
  to: dateField.optional(),
  /** 'pending' puts sales waiting for verification first (the cashier's view); 'updated' sorts by last change. */
  sort: z.enum(['newest', 'pending', 'updated'], { error: v('oneOf') }).default('newest'),
});
export type BillListQuery = z.infer<typeof billListQuery>;

export const cancelBody = z.object({
  note: plainString('required').trim().min(1, v('required')).max(500, v('maxLength')),
});

export const transitionReply = z.object({ message: z.string(), data: billSchema });

/**
 * The longest range, in days (both ends included), each report reads at once; a longer one is
 * refused with 422 before any query. A year, leap day included, covers the panel's "year" view.
 * The CSV export streams in batches, so it may span two years.
 */
export const REPORT_MAX_DAYS = {
  /** POST bill: totals, by status, channel, product and day. */
  report: 366,
  /** GET bill/export. */
  export: 731,
  /** GET mostselled, mostuser, profit, weeklysales and store/top. */
  dashboard: 366,
} as const;

/** POST bill {initial_date, final_date}: the report of a range (inclusive days). */
export const reportBody = dateRange('initial_date', 'final_date', REPORT_MAX_DAYS.report);
export type ReportBody = z.infer<typeof reportBody>;
/** GET bill/export?initial_date&final_date: the sales of a range as CSV. */
export const exportQuery = dateRange('initial_date', 'final_date', REPORT_MAX_DAYS.export);
export type ExportQuery = z.infer<typeof exportQuery>;

const amountRow = { count: z.number().int(), total: z.number() };
/** Money collected: sales verified or further on whose payment is in (cash once collected). */
const collected = z.number().meta({
  description: 'Money collected: sales verified or further on whose payment is in (cash once collected).',
});
export const reportSchema = z.object({
  initial_date: z.string(),
  final_date: z.string(),
  totals: z.object({
    ...amountRow,
    shipping: z.number(),
    revenue: collected,
    revenue_count: z.number().int().meta({ description: 'The sales counted in `revenue`.' }),
  }),
  by_status: z.array(z.object({ status: z.number().int(), ...amountRow })),
  by_channel: z.array(z.object({ channel: z.enum(CHANNELS), ...amountRow })),
  by_product: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      total: z.number(),
    }),
  ),
  by_day: z.array(z.object({ day: z.string(), ...amountRow, revenue: collected })),
});
export type Report = z.infer<typeof reportSchema>;

/** Dashboard ranges (SPEC.md §4) travel as start_date and end_date. */
export const rangeQuery = dateRange('start_date', 'end_date', REPORT_MAX_DAYS.dashboard);
export type RangeQuery = z.infer<typeof rangeQuery>;

/** Days a dashboard call without dates covers: the last 30, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/**
 * GET mostselled, mostuser, profit and store/top: `start_date` and `end_date` together, or
 * neither for the last DASHBOARD_DEFAULT_DAYS days up to today (the stores' time zone).
 * SPEC.md §7 names dates only for weeklysales, which still requires them (rangeQuery).
 */
export const dashboardQuery = optionalDateRange(
  'start_date',
  'end_date',
  REPORT_MAX_DAYS.dashboard,
  `Optional with end_date: without both, the last ${DASHBOARD_DEFAULT_DAYS} days up to today (the stores' time zone).`,
);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const mostSelledSchema = z.array(
  z.object({ product_id: z.number().int(), name: z.string(), quantity: z.number().int(), total: z.number() }),
);
const buyer = z.object({
  client_id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  total: z.number(),
});
export const mostUserSchema = z.object({ web: z.array(buyer), telegram: z.array(buyer) });
export const profitSchema = z.object({ profit: collected, count: z.number().int(), average: z.number() });
export const weeklySalesSchema = z.array(
  z.object({ day: z.string(), count: z.number().int(), total: z.number() }),
);
export const topStoresSchema = z.object({
  top: z.array(
    z.object({ store_id: z.number().int(), name: z.string(), count: z.number().int(), total: z.number() }),
  ),
});
export const platformSummarySchema = z.object({ stores: z.number().int(), customers: z.number().int() });
