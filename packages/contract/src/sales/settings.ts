import { z } from 'zod';
import { v } from '../common/fields.ts';
import { intField } from '../common/numbers.ts';

/**
 * How long an unpaid order may wait, in hours (issue 32 §3): a transfer order without its proof,
 * or a cash order not collected, is cancelled after it. A month at most.
 */
export const UNPAID_ORDER_HOURS = { min: 1, max: 720 } as const;

/**
 * A store's sale settings (GET and PUT sale-settings): cash taken at the counter on pick-up and
 * on delivery, and how long an unpaid order waits before it expires (null: it never does). The
 * shopper is reminded a quarter of that time before, at least an hour before when it can be.
 */
export const saleSettingsSchema = z.object({
  cash_on_pickup: z.boolean(),
  cash_on_delivery: z.boolean(),
  unpaid_order_hours: z.number().int().nullable(),
});
export type SaleSettings = z.infer<typeof saleSettingsSchema>;

export const saleSettingsBody = z.object({
  cash_on_pickup: z.boolean({ error: v('invalid') }),
  cash_on_delivery: z.boolean({ error: v('invalid') }),
  unpaid_order_hours: intField({ ...UNPAID_ORDER_HOURS, key: 'unpaidHours' }).nullable(),
});
export type SaleSettingsBody = z.infer<typeof saleSettingsBody>;

export const saleSettingsReply = z.object({ message: z.string(), data: saleSettingsSchema });

/** Whether the store takes cash for an order that is picked up (`pickup`) or delivered. */
export const takesCash = (
  settings: Pick<SaleSettings, 'cash_on_pickup' | 'cash_on_delivery'>,
  pickup: boolean,
) => (pickup ? settings.cash_on_pickup : settings.cash_on_delivery);

/** When a shopper is reminded of an unpaid order that expires after `hours`: hours after it was placed. */
export const reminderAfterHours = (hours: number) =>
  Math.max(hours - Math.max(1, Math.floor(hours / 4)), hours / 2);
