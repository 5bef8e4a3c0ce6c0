import { z } from 'zod';
import { v } from '../common/fields.ts';
import { idParam } from '../common/numbers.ts';
import { page, pageQuery } from '../common/pagination.ts';

/** Where a shopper buys: the store's Telegram bot or its web storefront. */
export const CUSTOMER_CHANNELS = ['telegram', 'web'] as const;
export type CustomerChannel = (typeof CUSTOMER_CHANNELS)[number];
export const customerChannelField = z.enum(CUSTOMER_CHANNELS, { error: v('oneOf') });

export const customerSchema = z.object({
  id: z.number().int(),
  channel: z.enum(CUSTOMER_CHANNELS),
  name: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  /** The language the customer's Telegram reports (e.g. "es"), when known. */
  language: z.string().nullable(),
  /** False once the customer blocked the store's bot (or a web address bounced for good). */
  reachable: z.boolean(),
  purchases_count: z.number().int(),
  /** USD. */
  purchases_total: z.number(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * GET store/{id}/clients. Without `channel` both lists come back (first pages); with
 * `channel` only that one, so `cursor` pages one list at a time. `q` searches name,
 * lastname, email, phone and username.
 */
export const customerListQuery = pageQuery
  .extend({ channel: customerChannelField.optional() })
  .refine((d) => !d.cursor || d.channel !== undefined, { message: v('required'), path: ['channel'] });
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** Reply of GET store/{id}/clients: a page per channel; a list not asked for is absent. */
export const customerLists = z.object({
  telegram: page(customerSchema).optional(),
  web: page(customerSchema).optional(),
});
export type CustomerLists = z.infer<typeof customerLists>;

/** GET admin/customers: shoppers of every store. */
export const adminCustomerSchema = customerSchema.extend({
  store_id: z.number().int(),
  storeName: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const adminCustomerQuery = pageQuery.extend({
  channel: customerChannelField.optional(),
  store_id: idParam.optional(),
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuery>;
