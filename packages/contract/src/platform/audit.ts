import { z } from 'zod';
import { dateField } from '../common/dates.ts';
import { v } from '../common/fields.ts';
import { idParam } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';

/**
 * What a staff action did, as the audit log names it: `<entity>.<verb>`. Every action that
 * changes data writes one entry in the same transaction as the change.
 */
export const AUDIT_KINDS = [
  'sale.verify',
  'sale.reject',
  'sale.shipping',
  'sale.delivery',
  'sale.cancel',
  'sale.collect',
  'sale.settle',
  'sale.payment',
  'sale.payment_remove',
  'ticket_sale.payment',
  'ticket_sale.payment_remove',
  'licence.decide',
  'membership.extend',
  'user.create',
  'user.update',
  'user.status',
  'store.status',
  'store.sale_settings',
  'plan.create',
  'plan.update',
  'plan.delete',
  'dollar_rate.update',
  'bank.delete',
  'catalogue.delete',
  'product.delete',
  'extra.delete',
  'faq.delete',
  'dealer.delete',
  'route.delete',
  'company.unlink',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The before and after of each changed field (absent before: created; absent after: deleted). */
export const auditChangesSchema = z.record(
  z.string(),
  z.object({ from: z.unknown().optional(), to: z.unknown().optional() }),
);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(AUDIT_KINDS),
  /** The table-level name of the record (`bill`, `plan`, `user`…) and its id. */
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string(), role_id: z.number().int() }).nullable(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  changes: auditChangesSchema,
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET audit: the admin reads every entry, a store owner those of its store; newest first. */
export const auditQuery = pageQuery.omit({ q: true, page: true }).extend({
  actor_id: idParam.optional(),
  store_id: idParam.optional(),
  kind: z.enum(AUDIT_KINDS, { error: v('oneOf') }).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
