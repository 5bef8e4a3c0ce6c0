import { z } from 'zod';
import { userSchema } from '../auth/session.ts';
import { idParam, intQuery } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';

/** A platform user as GET admin lists it; `statusName` comes from GET admin/status (SPEC.md §3). */
export const adminUserSchema = userSchema.extend({
  /** The name of the owner's store, or the cashier's (`store_id`). */
  store_name: z.string().nullable(),
  membership_until: z.string().nullable(),
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
