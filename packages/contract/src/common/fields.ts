import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from '../auth/login-check.ts';
import { isTimeZone } from './time-zone.ts';

/** Schema building blocks whose messages are keys of `validationTexts`. */
export const v = (key: string) => `validation.${key}`;

// NUL, and a UTF-16 surrogate without its pair (not Unicode, so it has no UTF-8 form).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text PostgreSQL can store as it was typed: no NUL byte, no lone surrogate. */
export const isPlainText = (s: string): boolean => !s.includes('\0') && !LONE_SURROGATE.test(s);

/**
 * The base of every text the API accepts. NUL and lone surrogates are refused here, once,
 * rather than by each route: past the contract they turn into database errors.
 */
export const plainString = (key = 'invalid') =>
  z.string({ error: v(key) }).refine(isPlainText, { message: v('characters'), abort: true });

export const requiredText = (max = 255) =>
  plainString('required').trim().min(1, v('required')).max(max, v('maxLength'));

export const optionalText = (max = 255) =>
  plainString().trim().max(max, v('maxLength')).optional().nullable();

export const emailField = plainString('required')
  .trim()
  .min(1, v('required'))
  .max(EMAIL_MAX, v('maxLength'))
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: v('email') }))
  .transform((s) => s.toLowerCase())
  .meta({ format: 'email' });

export const PASSWORD_MIN = 8;
export const passwordField = plainString('required')
  .min(1, v('required'))
  .min(PASSWORD_MIN, v('minLength'))
  .max(128, v('maxLength'));

export const phoneField = plainString()
  .trim()
  .max(30, v('maxLength'))
  .regex(/^[+0-9 ()-]*$/, v('invalid'))
  .optional()
  .nullable();

/** The person of an account form: sign-up, a user or cashier an admin creates, the profile. */
export const personFields = {
  name: requiredText(80),
  lastname: requiredText(80),
  email: emailField,
  phone: phoneField,
};

/** A new password and its confirmation (checked to match by `withNewPassword`). */
export const newPasswordFields = {
  password: passwordField,
  password_confirmation: plainString('required').min(1, v('required')).max(128, v('maxLength')),
};

type PasswordPair = { password?: string; password_confirmation?: string };
const passwordsMatch = (d: PasswordPair) =>
  d.password === undefined || d.password === d.password_confirmation;
const mismatch = { message: v('passwordMismatch'), path: ['password_confirmation'] };

/** Adds the password_confirmation check to an object schema that has both fields. */
const confirmed = { description: 'password_confirmation must equal password.' };
export const withPasswordConfirmation = <T extends z.ZodType<PasswordPair>>(schema: T) =>
  schema.refine(passwordsMatch, mismatch).meta(confirmed);

/** An object of `shape` plus a new password and its matching confirmation. */
export const withNewPassword = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ ...shape, ...newPasswordFields })
    .refine((d) => passwordsMatch(d as PasswordPair), mismatch)
    .meta(confirmed);

export const messageReply = z.object({ message: z.string() });
export const validationErrorReply = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** A store's or an event's time zone, by its IANA name; null (or absent) is the platform's. */
export const timeZoneField = plainString()
  .max(64, v('maxLength'))
  .refine(isTimeZone, v('invalid'))
  .meta({ description: "An IANA time zone, e.g. America/Caracas; null for the platform's." })
  .nullable()
  .optional();
