import { z } from 'zod';
import { bankSchema } from '../banks/bank.ts';
import { DEFAULT_DOLLAR_RATE } from '../common/enums.ts';
import { requiredText, v } from '../common/fields.ts';
import { intField, usdAmount } from '../common/numbers.ts';

export { DEFAULT_DOLLAR_RATE };

/** A plan runs 1 to 36 months; its product limit, when it has one, 1 to 100,000. */
export const PLAN_MONTHS_MAX = 36;
export const PLAN_PRODUCT_LIMIT_MAX = 100_000;
/** Bolívares per dollar: positive, at most four decimals, at most DOLLAR_RATE_MAX. */
export const DOLLAR_RATE_MAX = 100_000_000;

/** A plan of the platform (ARCHITECTURE.md §5). Price in USD. */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  months: z.number().int(),
  price: z.number(),
  /** A yearly plan adds YEARLY_PLAN_BONUS_MONTHS months on approval. */
  yearly: z.boolean(),
  /** The most products a store on this plan may keep; null: no limit. */
  product_limit: z.number().int().nullable(),
  /** An inactive plan is not offered and cannot be paid; payments already made keep it. */
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

/** POST plans and PATCH plans/{id} (PATCH sends every field). */
export const planBody = z.object({
  name: requiredText(80),
  description: requiredText(500).optional().nullable(),
  months: intField({ min: 1, max: PLAN_MONTHS_MAX }),
  price: usdAmount,
  yearly: z.boolean({ error: v('invalid') }).default(false),
  product_limit: intField({ min: 1, max: PLAN_PRODUCT_LIMIT_MAX }).optional().nullable(),
  active: z.boolean({ error: v('invalid') }).default(true),
});
export type PlanBody = z.infer<typeof planBody>;
export type PlanInput = z.input<typeof planBody>;

/**
 * GET plans: for the admin every plan, for a store owner the active ones; the dollar rate in
 * force (bolívares per dollar, default 1) and the platform's payment accounts.
 */
/** Where the rate in force came from: the platform's default, the admin's hand, the published source. */
export const DOLLAR_RATE_ORIGINS = ['default', 'admin', 'published'] as const;
export type DollarRateOrigin = (typeof DOLLAR_RATE_ORIGINS)[number];

/** The dollar rate in force, when it was set and by whom, and whether it follows the published one. */
export const dollarRateState = z.object({
  /** Bolívares per dollar. */
  dollar_rate: z.number(),
  /** When the rate in force was set or last read from its source; null for the default. */
  dollar_rate_at: z.string().nullable(),
  dollar_rate_origin: z.enum(DOLLAR_RATE_ORIGINS),
  /** A published source is configured on this platform (RATE_SOURCE_URL). */
  dollar_rate_published: z.boolean(),
  /** The platform follows the published rate; the admin's value overrides it and turns this off. */
  dollar_rate_follows: z.boolean(),
});
export type DollarRateState = z.infer<typeof dollarRateState>;

export const plansReply = z.object({
  plans: z.array(planSchema),
  ...dollarRateState.shape,
  accounts: z.array(bankSchema),
});
export type PlansReply = z.infer<typeof plansReply>;

/** PUT plans/dollar-rate (admin): the rate later VES payments are priced at. */
/** Bolívares per dollar as a body gives it: positive, at most four decimals, at most DOLLAR_RATE_MAX. */
export const dollarRateNumber = z
  .number({ error: v('number') })
  .min(0.0001, v('positive'))
  .max(DOLLAR_RATE_MAX, v('invalid'))
  .refine((n) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6, v('invalid'))
  .meta({ multipleOf: 0.0001 });

export const dollarRateBody = z.object({ dollarRate: dollarRateNumber });
export type DollarRateBody = z.infer<typeof dollarRateBody>;
export const dollarRateReply = z.object({ message: z.string(), ...dollarRateState.shape });
export type DollarRateReply = z.infer<typeof dollarRateReply>;

/** PUT plans/dollar-rate/follow (admin): follow the published rate (read at once), or stop. */
export const dollarRateFollowBody = z.object({ follow: z.boolean({ error: v('invalid') }) });
export type DollarRateFollowBody = z.infer<typeof dollarRateFollowBody>;

/** Who set a store's rate in force: the store itself, or the platform's origin. */
export const STORE_RATE_ORIGINS = ['store', ...DOLLAR_RATE_ORIGINS] as const;
export type StoreRateOrigin = (typeof STORE_RATE_ORIGINS)[number];

/** A rate in force, since when and set by whom (where Bs. amounts are shown beside it). */
export const rateInForce = z.object({
  rate: z.number(),
  /** When it was set or last read from its source; null for the platform's default. */
  at: z.string().nullable(),
  origin: z.enum(STORE_RATE_ORIGINS),
});
export type RateInForce = z.infer<typeof rateInForce>;

/** GET/PUT store/{id}/dollar-rate (owner): the store's own rate, or the platform's it follows. */
export const storeDollarRateReply = z.object({
  /** The store's own rate; null while it follows the platform's. */
  own_rate: z.number().nullable(),
  /** What its VES prices and sales use now. */
  in_force: rateInForce,
  /** The platform's, which it follows without a rate of its own. */
  platform: rateInForce,
});
export type StoreDollarRateReply = z.infer<typeof storeDollarRateReply>;

/** PUT store/{id}/dollar-rate: a rate of its own, or null to follow the platform's. */
export const storeDollarRateBody = z.object({ dollar_rate: dollarRateNumber.nullable() });
export type StoreDollarRateBody = z.infer<typeof storeDollarRateBody>;
