import { z } from 'zod';
import { roleIdSchema } from '../auth/session.ts';
import { idParam, intQuery } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';

/** A platform user as GET admin lists it; `statusName` comes from GET admin/status (SPEC.md §3). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role_id: roleIdSchema,
  status_id: z.number().int(),
  plan_id: z.number().int().nullable(),
  /** The owner's store, or the cashier's. */
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  membership_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET admin: every platform user, newest first; search by name or e-mail; filters by role and status. */
export const adminUserQuery = pageQuery.extend({
  role_id: intQuery({ min: 1, max: 5, key: 'oneOf' }).optional(),
  status_id: intQuery({ min: 1, max: 2, key: 'oneOf' }).optional(),
  store_id: idParam.optional(),
});
export type AdminUserQuery = z.infer<typeof adminUserQuery>;
