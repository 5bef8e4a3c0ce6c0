import { z } from 'zod';

// A store's readiness (issue 28): what its owner has set up, and whether shoppers can order.
// One answer feeds the owner's "Primeros pasos" checklist, the web store, the Mini App and the
// bot, so they never disagree.

/** The checklist's lines, in the order the panel shows them. */
export const READINESS_STEPS = [
  'profile',
  'web_address',
  'payment_account',
  'hours',
  'product',
  'telegram',
  'delivery',
] as const;
export type ReadinessStep = (typeof READINESS_STEPS)[number];

/** Lines a store can sell without: chat-bot and delivery (pick-up at the store always works). */
export const OPTIONAL_READINESS_STEPS: readonly ReadinessStep[] = ['telegram', 'delivery'];

/**
 * Why shoppers cannot order at all, the first that holds: the store may not sell (membership
 * ended or suspended), has no account to pay into, or nothing to sell. Opening hours are not a
 * block: a closed store tells when it opens and keeps the cart.
 */
export const ORDER_BLOCKS = ['not_selling', 'no_account', 'no_product'] as const;
export type OrderBlock = (typeof ORDER_BLOCKS)[number];

export const storeReadinessSchema = z.object({
  steps: z.array(z.object({ key: z.enum(READINESS_STEPS), done: z.boolean(), optional: z.boolean() })),
  /** Every line that is not optional is done. */
  complete: z.boolean(),
  /** What keeps shoppers from ordering; null when they can (within the opening hours). */
  orders_blocked_by: z.enum(ORDER_BLOCKS).nullable(),
});
export type StoreReadiness = z.infer<typeof storeReadinessSchema>;
