import { INT_MAX, INT_MIN, isPlainText } from '@vitrina/contract';
import type { z } from 'zod';
import { invalid } from './errors.ts';
import { fieldError } from './validation.ts';

/** Keyset cursors are the last row's sort key, as base64url JSON: opaque to clients. */
export const encodeCursor = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * Whether every value in a decoded cursor fits the columns keys come from: numbers are
 * PostgreSQL `integer`s, texts are short and storable. The module's schema then checks the shape.
 */
function isBounded(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX;
  if (typeof value === 'string') return value.length <= 64 && isPlainText(value);
  if (typeof value === 'boolean' || value === null) return true;
  if (value && typeof value === 'object') return Object.values(value).every(isBounded);
  return false;
}

/**
 * The key of a cursor, or undefined when absent. A cursor this server did not write (edited,
 * truncated, an id past `integer`) is refused with 422 on `cursor` before it reaches a query.
 */
export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(fieldError('cursor', 'invalid'));
  }
  const parsed = isBounded(key) ? schema.safeParse(key) : undefined;
  if (!parsed?.success) throw invalid(fieldError('cursor', 'invalid'));
  return parsed.data;
}
