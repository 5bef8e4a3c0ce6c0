import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../common/enums.ts';
import { emailField, personFields, plainString, requiredText, v, withNewPassword } from '../common/fields.ts';
import { idField } from '../common/numbers.ts';
import { LOGIN_PASSWORD_MAX } from './login-check.ts';

export const roleIdSchema = z.union(
  ROLE_IDS.map((r) => z.literal(r)) as [z.ZodLiteral<RoleId>, ...z.ZodLiteral<RoleId>[]],
  {
    error: v('oneOf'),
  },
);

/** The session of SPEC.md §3, as POST auth/login and auth/signup return it. */
export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  plan_id: z.number().int().nullable(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  role_id: roleIdSchema,
  user_id: z.number().int(),
  store_id: z.number().int().nullable(),
  /**
   * The IANA time zone the panel shows times in: the store's for its owner and cashiers, the
   * platform's (TIME_ZONE) for everyone else.
   */
  time_zone: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
/** The session without its token: what the panel keeps as "user data". */
export type SessionUser = Omit<Session, 'access_token' | 'token_type'>;

export const loginBody = z.object({
  email: emailField,
  password: plainString('required').min(1, v('required')).max(LOGIN_PASSWORD_MAX, v('maxLength')),
});
export type LoginBody = z.infer<typeof loginBody>;

export const signupBody = withNewPassword({
  ...personFields,
  storeName: requiredText(120),
  storeDescription: requiredText(1000),
});
export type SignupBody = z.infer<typeof signupBody>;

export const recoverParams = z.object({ email: emailField });

export const resetPasswordParams = z.object({
  code: plainString().min(16, v('invalid')).max(128, v('invalid')),
});
export const resetPasswordBody = withNewPassword({ code: plainString().max(128, v('invalid')).optional() });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** POST admin: the platform admin creates a user of any role. */
export const createUserBody = withNewPassword({
  ...personFields,
  role_id: roleIdSchema,
  /** Cashiers belong to a store: required for role 3. */
  store_id: idField.optional().nullable(),
  /** Name of the store (role 2) or company (role 4) created with the user; defaults to the user's name. */
  storeName: requiredText(120).optional(),
})
  .refine((d) => d.role_id !== 3 || d.store_id != null, { message: v('required'), path: ['store_id'] })
  .meta({ description: 'store_id is required when role_id is 3 (a cashier).' });
export type CreateUserBody = z.infer<typeof createUserBody>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role_id: roleIdSchema,
  status_id: z.number().int(),
  plan_id: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
