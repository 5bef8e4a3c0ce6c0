import { z } from 'zod';
import { USER_STATUS } from '../common/enums.ts';
import { v } from '../common/fields.ts';
import { idParam, intField, intQuery } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';
import { MEMBERSHIP_STATES } from '../licences/membership.ts';
import { licencePaymentSchema, membershipEventSchema, membershipSchema } from '../licences/payment.ts';

/** A store's status as the admin sets it: 1 active, 2 suspended (it stops selling; its data stays readable). */
export const STORE_STATUS = { ACTIVE: USER_STATUS.ACTIVE, SUSPENDED: USER_STATUS.INACTIVE } as const;

const person = z.object({ id: z.number().int(), name: z.string(), lastname: z.string(), email: z.string() });

/** A row of the admin's store list (/stores) and of the platform overview (/store). */
export const adminStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  web_store: z.string().nullable(),
  telegram_user_bot: z.string().nullable(),
  owner: person,
  plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  membership_until: z.string().nullable(),
  membership_state: z.enum(MEMBERSHIP_STATES),
  status_id: z.number().int(),
  statusName: z.string(),
  /** Sales of the last 30 days that count as revenue (verified onwards), and their total in USD. */
  sales_30d: z.object({ count: z.number().int(), total: z.number() }),
  channels: z.object({ telegram: z.boolean(), web: z.boolean() }),
  created_at: z.string(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

/** GET admin/stores: server-side search (store, owner name or e-mail, web address), filters, keyset paging. */
export const adminStoreQuery = pageQuery.extend({
  status: intQuery({ min: 1, max: 2, key: 'oneOf' }).optional(),
  plan_id: idParam.optional(),
  /** `expiring`: ends within MEMBERSHIP_WARNING_DAYS days; `expired`: has ended. */
  membership: z.enum(MEMBERSHIP_STATES, { error: v('oneOf') }).optional(),
  sort: z.enum(['newest', 'membership'], { error: v('oneOf') }).default('newest'),
});
export type AdminStoreQuery = z.infer<typeof adminStoreQuery>;
/** GET admin/stores/export: the same filters, every matching store as CSV. */
export const adminStoreExportQuery = adminStoreQuery.omit({ per_page: true, cursor: true, page: true });

/** GET admin/stores/{id}: everything the admin needs to look after one store. */
export const adminStoreDetailSchema = adminStoreSchema.extend({
  description: z.string(),
  phone: z.string().nullable(),
  owner: person.extend({ phone: z.string().nullable(), status_id: z.number().int() }),
  membership: membershipSchema,
  counts: z.object({ products: z.number().int(), customers: z.number().int(), sales: z.number().int() }),
  membership_history: z.array(membershipEventSchema),
  payments: z.array(licencePaymentSchema),
  telegram_connected: z.boolean(),
});
export type AdminStoreDetail = z.infer<typeof adminStoreDetailSchema>;

/** PATCH admin/stores/{id}/status: suspend (2) or activate (1) a store. */
export const storeStatusBody = z.object({
  status_id: intField({ min: 1, max: 2, key: 'oneOf' }),
});
export type StoreStatusBody = z.infer<typeof storeStatusBody>;
export const storeStatusReply = z.object({ message: z.string(), data: adminStoreSchema });
