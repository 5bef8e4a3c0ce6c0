import { z } from 'zod';
import { roleIdSchema } from '../auth/session.ts';
import {
  emailField,
  passwordField,
  phoneField,
  requiredText,
  v,
  withPasswordConfirmation,
} from '../common/fields.ts';

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

/** PATCH profile: any of the fields; an absent field keeps its value. */
export const profileBody = z.object({
  name: requiredText(80).optional(),
  lastname: requiredText(80).optional(),
  email: emailField.optional(),
  phone: phoneField,
});
export type ProfileBody = z.infer<typeof profileBody>;

/** POST profile/password. Other sessions of the user are signed out; the current one stays. */
export const changePasswordBody = withPasswordConfirmation(
  z.object({
    current_password: z
      .string({ error: v('required') })
      .min(1, v('required'))
      .max(128, v('maxLength')),
    password: passwordField,
    password_confirmation: z.string({ error: v('required') }).min(1, v('required')),
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
