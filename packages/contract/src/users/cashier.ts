import { z } from 'zod';
import { roleIdSchema } from '../auth/session.ts';
import { USER_STATUS } from '../common/enums.ts';
import {
  newPasswordFields,
  personFields,
  plainString,
  v,
  withNewPassword,
  withPasswordConfirmation,
} from '../common/fields.ts';
import { idField } from '../common/numbers.ts';

/** `status_id` of a user: 1 active, 2 inactive (signed out and refused at login). */
export const userStatusField = z.union([z.literal(USER_STATUS.ACTIVE), z.literal(USER_STATUS.INACTIVE)], {
  error: v('oneOf'),
});

/** GET admin/status: the account statuses with their names. */
export const statusSchema = z.object({ id: z.number().int(), status_name: z.string() });
export type Status = z.infer<typeof statusSchema>;

/** A cashier as GET store/{storeId}/cashier lists it. */
export const cashierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status_id: z.number().int(),
  statusName: z.string(),
  created_at: z.string(),
});
export type Cashier = z.infer<typeof cashierSchema>;

/**
 * POST admin/cashier. A store owner's cashier always joins the owner's store (store_id is
 * ignored); the platform admin must name the store.
 */
export const createCashierBody = withNewPassword({
  ...personFields,
  store_id: idField.optional().nullable(),
});
export type CreateCashierBody = z.infer<typeof createCashierBody>;

/**
 * PATCH admin/{id}: any of the fields. A new password needs its confirmation; status 2
 * deactivates the account and signs it out everywhere.
 */
export const updateUserBody = withPasswordConfirmation(
  z
    .object({
      ...personFields,
      status_id: userStatusField,
      password: newPasswordFields.password,
      password_confirmation: plainString().max(128, v('maxLength')),
    })
    .partial(),
);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** A user as PATCH admin/{id} answers it: the cashier's fields plus role and store. */
export const managedUserSchema = cashierSchema.extend({
  role_id: roleIdSchema,
  store_id: z.number().int().nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
