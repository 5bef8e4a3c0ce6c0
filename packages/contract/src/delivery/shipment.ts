import { z } from 'zod';
import { dateField, dateRange } from '../common/dates.ts';
import { plainString, v } from '../common/fields.ts';
import { idField, idParam } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';
import { billHistorySchema, billItemSchema } from '../sales/bill.ts';

/**
 * A shipment is a sale delivered by a linked delivery company (`shipping_company_id`, mode
 * route or distance). Its state follows the sale's status, so it never disagrees with it:
 * - `to-verify`: the store verified the payment (sale VERIFIED) and the company has not
 *   accepted it yet;
 * - `verified`: the company accepted it and assigned one of its active couriers;
 * - `shipped`: picked up (sale SHIPPED);
 * - `delivered`: delivered with a photo and a note (sale DELIVERED, or RECEIVED once the
 *   shopper confirms).
 * A sale not yet verified, cancelled or rejected is no shipment. Verify → pick up → deliver
 * go through the sale's conditional transitions: any other order answers 409.
 * `PATCH delivery/pay/{bill_id}` records, once, that the company's charge for a delivered
 * shipment has been settled (who, when).
 */
export const SHIPMENT_STATES = ['to-verify', 'verified', 'shipped', 'delivered'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** The company's actions on a shipment, in order. */
export const SHIPMENT_ACTIONS = ['verify', 'pickup', 'deliver', 'collect', 'pay'] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

const shipmentFilters = {
  state: z.enum(SHIPMENT_STATES, { error: v('oneOf') }).optional(),
  // A filter of a paged list: any span is fine, a reversed one simply finds nothing.
  from: dateField.optional(),
  to: dateField.optional(),
};

/** GET deliver/delivery: the company's shipments. `q`: a sale number (#123) or a shopper's name. */
export const shipmentListQuery = pageQuery.extend({
  ...shipmentFilters,
  store_id: idParam.optional(),
  dealer_id: idParam.optional(),
  /** Settled (true) or not (false) charges only. */
  settled: z.enum(['true', 'false'], { error: v('oneOf') }).optional(),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;

/** GET delivery: the store's shipments (every company). */
export const storeShipmentListQuery = pageQuery.extend({
  ...shipmentFilters,
  company_id: idParam.optional(),
});
export type StoreShipmentListQuery = z.infer<typeof storeShipmentListQuery>;

const party = z.object({ id: z.number().int(), name: z.string() });
const courier = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });

/** A shipment in lists (both sides). Amounts in USD. */
export const shipmentRowSchema = z.object({
  id: z.number().int(),
  bill_id: z.number().int(),
  state: z.enum(SHIPMENT_STATES),
  /** The sale's status (PURCHASE_STATUS). */
  status: z.number().int(),
  store: party,
  company: party,
  shopper_name: z.string(),
  address: z.string().nullable(),
  km: z.number().nullable(),
  mode: z.enum(['route', 'distance']),
  /** The company's charge for the shipment. */
  price: z.number(),
  total: z.number(),
  courier: courier.nullable(),
  proof_image: z.string().nullable(),
  /**
   * A cash order: what the courier collects on delivery ("Cobrar al entregar"), in the currency the
   * shopper pays (USD, or Bs. at the sale's rate), and whether it has been collected.
   */
  cash: z.object({ amount: z.number(), currency: z.enum(['USD', 'VES']), collected: z.boolean() }).nullable(),
  settled: z.boolean(),
  settled_at: z.string().nullable(),
  sale_day: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;

/** GET deliver/delivery/{id}, GET delivery/{id}: everything a courier company needs to deliver. */
export const shipmentSchema = shipmentRowSchema.extend({
  shopper: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    username: z.string().nullable(),
  }),
  subtotal: z.number(),
  items: z.array(billItemSchema),
  delivery_note: z.string().nullable(),
  verified_at: z.string().nullable(),
  settled_by: z.string().nullable(),
  history: z.array(billHistorySchema),
  /** What the company may do next. */
  allowed_actions: z.array(z.enum(SHIPMENT_ACTIONS)),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** POST deliver/delivery/{id}/verify: accept the shipment and assign one of the company's active couriers. */
export const verifyShipmentBody = z.object({ dealer_id: idField });
export type VerifyShipmentBody = z.infer<typeof verifyShipmentBody>;

/** The note of POST deliver/delivery/{id}/deliver (a multipart field beside the `image` photo). */
export const SHIPMENT_NOTE_MAX = 500;
export const shipmentNoteField = plainString().trim().max(SHIPMENT_NOTE_MAX, v('maxLength'));

/** `PATCH delivery/pay/{bill_id}`. */
export const billIdParams = z.object({ bill_id: idParam });

export const shipmentReply = z.object({ message: z.string(), data: shipmentSchema });
export type ShipmentReply = z.infer<typeof shipmentReply>;

/** The longest span, in days, of a company's report (a year, leap day included) and of its CSV. */
export const SHIPMENT_REPORT_MAX_DAYS = { report: 366, export: 731 } as const;

/** POST deliver/report. */
export const shipmentReportBody = dateRange('initial_date', 'final_date', SHIPMENT_REPORT_MAX_DAYS.report);
export type ShipmentReportBody = z.infer<typeof shipmentReportBody>;
/** GET deliver/report/export. */
export const shipmentExportQuery = dateRange('initial_date', 'final_date', SHIPMENT_REPORT_MAX_DAYS.export);

/**
 * Money of a group of shipments: `earned` is what delivered shipments charge, `settled` the
 * part already paid to the company, `unsettled` the rest. `cash_collected` (USD) and
 * `cash_collected_ves` (Bs.) are the cash orders' money the company's couriers collected on
 * delivery: the stores' money the company holds.
 */
const amounts = {
  count: z.number().int(),
  delivered: z.number().int(),
  earned: z.number(),
  settled: z.number(),
  unsettled: z.number(),
  cash_collected: z.number(),
  cash_collected_ves: z.number(),
};

/** A company's shipments count and settled/unsettled totals (the admin's company details). */
export const shipmentTotalsSchema = z.object(amounts);
export type ShipmentTotals = z.infer<typeof shipmentTotalsSchema>;

/** The company's report of a range of sale days: totals, per state, store, courier and day. */
export const shipmentReportSchema = z.object({
  initial_date: z.string(),
  final_date: z.string(),
  totals: shipmentTotalsSchema,
  by_state: z.array(z.object({ state: z.enum(SHIPMENT_STATES), count: z.number().int(), price: z.number() })),
  by_store: z.array(z.object({ store: party, ...amounts })),
  /** Shipments with no courier (to verify) are left out. */
  by_courier: z.array(z.object({ courier: party, ...amounts })),
  by_day: z.array(z.object({ day: z.string(), ...amounts })),
});
export type ShipmentReport = z.infer<typeof shipmentReportSchema>;
