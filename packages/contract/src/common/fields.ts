import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from '../auth/login-check.ts';

/** Schema building blocks whose messages are keys of `validationTexts`. */
export const v = (key: string) => `validation.${key}`;

export const requiredText = (max = 255) =>
  z
    .string({ error: v('required') })
    .trim()
    .min(1, v('required'))
    .max(max, v('maxLength'));

export const optionalText = (max = 255) =>
  z
    .string({ error: v('invalid') })
    .trim()
    .max(max, v('maxLength'))
    .optional()
    .nullable();

export const emailField = z
  .string({ error: v('required') })
  .trim()
  .min(1, v('required'))
  .max(EMAIL_MAX, v('maxLength'))
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: v('email') }))
  .transform((s) => s.toLowerCase());

export const PASSWORD_MIN = 8;
export const passwordField = z
  .string({ error: v('required') })
  .min(1, v('required'))
  .min(PASSWORD_MIN, v('minLength'))
  .max(128, v('maxLength'));

export const phoneField = z
  .string({ error: v('invalid') })
  .trim()
  .max(30, v('maxLength'))
  .regex(/^[+0-9 ()-]*$/, v('invalid'))
  .optional()
  .nullable();

export const idParam = z.coerce
  .number({ error: v('invalid') })
  .int(v('integer'))
  .positive(v('positive'));

/** Adds the password_confirmation check to an object schema that has both fields. */
export function withPasswordConfirmation<T extends { password: string; password_confirmation: string }>(
  schema: z.ZodType<T>,
) {
  return schema.refine((d) => d.password === d.password_confirmation, {
    message: v('passwordMismatch'),
    path: ['password_confirmation'],
  });
}

export const messageReply = z.object({ message: z.string() });
export const validationErrorReply = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
