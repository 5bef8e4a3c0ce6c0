import { z } from 'zod';
import { dateField } from '../common/dates.ts';
import { ACCOUNT_TYPES, LICENCE_STATUS, type LicenceStatus } from '../common/enums.ts';
import { plainString, v } from '../common/fields.ts';
import { idField, idParam, intField, intQuery } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';
import { MEMBERSHIP_STATES } from './membership.ts';

export { LICENCE_STATUS, type LicenceStatus };
export const LICENCE_STATUS_IDS = Object.values(LICENCE_STATUS) as LicenceStatus[];

export const licenceStatusField = intField({ min: 1, max: 3, key: 'oneOf' }).transform(
  (n) => n as LicenceStatus,
);
const licenceStatusQuery = intQuery({ min: 1, max: 3, key: 'oneOf' }).transform((n) => n as LicenceStatus);

export const PAYMENT_REFERENCE_MAX = 60;

/** A licence sale: a store owner's payment for a plan (ARCHITECTURE.md §5). Amounts in USD. */
export const licencePaymentSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  /** The plan's months as they were paid for (bonus of a yearly plan included). */
  months: z.number().int(),
  user_id: z.number().int(),
  owner_name: z.string(),
  owner_email: z.string(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  amount: z.number(),
  currency: z.enum(ACCOUNT_TYPES),
  /** Bolívares per dollar at the moment of payment (VES payments). */
  dollar_rate: z.number().nullable(),
  /** The amount in bolívares (VES payments). */
  ves_amount: z.number().nullable(),
  bank_id: z.number().int().nullable(),
  bank_name: z.string().nullable(),
  reference: z.string(),
  /** URL of the proof image. */
  proof: z.string().nullable(),
  /** PAID 1, PENDING 2, REJECTED 3. */
  status: z.number().int(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  /** Where the membership ended after this payment was approved. */
  membership_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LicencePayment = z.infer<typeof licencePaymentSchema>;

/** Another payment with the same reference or the same proof image (shown as a warning). */
export const paymentDuplicateSchema = z.object({
  id: z.number().int(),
  store_name: z.string().nullable(),
  reference: z.string(),
  status: z.number().int(),
  same: z.enum(['reference', 'proof']),
  created_at: z.string(),
});
export const licencePaymentDetailSchema = licencePaymentSchema.extend({
  duplicates: z.array(paymentDuplicateSchema),
});
export type LicencePaymentDetail = z.infer<typeof licencePaymentDetailSchema>;

/** GET payments/payments/{id}: `data` is an array whose first item is the payment (SPEC.md §7). */
export const licencePaymentDetailReply = z.object({ data: z.array(licencePaymentDetailSchema) });

/**
 * POST payments/payments (store owner), multipart: these fields plus the proof image in
 * `image` (JPEG, PNG or WEBP). The amount is the plan's price, priced by the server: USD, or
 * VES at the dollar rate in force.
 */
export const createPaymentFields = z.object({
  plan_id: z.number({ error: v('required') }).pipe(idField),
  currency: z.enum(ACCOUNT_TYPES, { error: v('oneOf') }),
  bank_id: z.number({ error: v('required') }).pipe(idField),
  reference: plainString('required')
    .trim()
    .min(1, v('required'))
    .max(PAYMENT_REFERENCE_MAX, v('maxLength'))
    .regex(/^[A-Za-z0-9 ./-]+$/, v('invalid')),
});
export type CreatePaymentFields = z.infer<typeof createPaymentFields>;

/** POST payments/payments/{id} as a form: `_method=patch` and `opt` the new status (1 paid, 2 pending, 3 rejected). */
export const paymentDecisionFields = z.object({
  _method: z.literal('patch', { error: v('invalid') }).optional(),
  opt: z.number({ error: v('oneOf') }).pipe(licenceStatusField),
});
export type PaymentDecisionFields = z.infer<typeof paymentDecisionFields>;
export const paymentDecisionReply = z.object({ data: licencePaymentSchema, message: z.string() });
/** POST payments/payments answers 201 `{ message: 'Pago enviado', data }`. */
export const paymentSentReply = paymentDecisionReply;

/** GET payments/payments: the admin's every payment, an owner's own; newest first. */
export const paymentListQuery = pageQuery.extend({
  status: licenceStatusQuery.optional(),
  plan_id: idParam.optional(),
  store_id: idParam.optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

/** POST subscritption (SPEC.md's spelling): the admin extends a store owner's membership by hand. */
export const SUBSCRIPTION_MONTHS_MAX = 36;
export const subscriptionBody = z.object({
  months: intField({ min: 1, max: SUBSCRIPTION_MONTHS_MAX }),
  user: idField,
  note: plainString().trim().max(300, v('maxLength')).optional(),
});
export type SubscriptionBody = z.infer<typeof subscriptionBody>;

/** A store owner's membership as the panel shows it (banner, upgrade screen, store details). */
export const membershipSchema = z.object({
  user_id: z.number().int(),
  plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  membership_until: z.string().nullable(),
  state: z.enum(MEMBERSHIP_STATES),
  days_left: z.number().int(),
  /** The store is suspended by the admin: it does not sell whatever the membership says. */
  store_suspended: z.boolean(),
  /** Whether the store may take new orders now (membership not ended, store not suspended). */
  can_sell: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const subscriptionReply = z.object({ message: z.string(), data: membershipSchema });

/** One change of a membership's end: a trial, an approved payment or a manual extension. */
export const MEMBERSHIP_EVENT_KINDS = ['trial', 'payment', 'manual'] as const;
export const membershipEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEMBERSHIP_EVENT_KINDS),
  months: z.number().int(),
  days: z.number().int(),
  from_until: z.string().nullable(),
  to_until: z.string(),
  payment_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type MembershipEvent = z.infer<typeof membershipEventSchema>;
