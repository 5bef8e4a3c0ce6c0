import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors as ServerFieldErrors } from './api-client.ts';
import { validationText } from './validation-text.ts';

/**
 * react-hook-form resolver for the contract's schemas. Unlike zodResolver it keeps the
 * bounds of length issues (in `types.min` / `types.max`) so the message key can be shown
 * as "at least 8 characters" in the user's language.
 */
export function contractResolver<TForm extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput>,
): Resolver<TForm, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      const types: Record<string, string> = {};
      if ('minimum' in issue) types.min = String(issue.minimum);
      if ('maximum' in issue) types.max = String(issue.maximum);
      errors[path] = { type: issue.code, message: issue.message, types };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** The text shown under a field bound to react-hook-form (see validationText). */
export function fieldErrorText(
  t: TFunction,
  field: string,
  error: FieldError | undefined,
): string | undefined {
  return error?.message ? validationText(t, field, error.message, error.types) : undefined;
}

/**
 * Puts a 422 reply's `errors` under the matching fields.
 * Returns the texts of fields the form does not show, so the screen can display them elsewhere.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: ServerFieldErrors,
  fields: readonly Path<T>[],
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const [field, texts] of Object.entries(errors)) {
    const text = texts[0];
    if (!text) continue;
    const match = fields.find((f) => f === field);
    if (match) {
      setError(match, { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(text);
    }
  }
  return rest;
}
