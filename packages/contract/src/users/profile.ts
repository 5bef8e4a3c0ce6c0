import { z } from 'zod';
import { roleIdSchema } from '../auth/session.ts';
import { personFields, plainString, v, withNewPassword } from '../common/fields.ts';

/** GET profile: the signed-in user's own account, any role. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** URL of the avatar picture, or null. */
  avatar: z.string().nullable(),
  role_id: roleIdSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const currentPassword = plainString('required').min(1, v('required')).max(128, v('maxLength'));

/**
 * PATCH profile: any of the fields; an absent field keeps its value. A new e-mail needs the
 * account's current password (a session alone must not take the account), tells the old
 * address, and signs the other sessions out.
 */
export const profileBody = z.object({ ...personFields, current_password: currentPassword }).partial();
export type ProfileBody = z.infer<typeof profileBody>;

/** POST profile/password. Other sessions of the user are signed out; the current one stays. */
export const changePasswordBody = withNewPassword({ current_password: currentPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
