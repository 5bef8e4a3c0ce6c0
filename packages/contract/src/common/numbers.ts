import { z } from 'zod';
import { v } from './fields.ts';

/**
 * PostgreSQL `integer` bounds. Every id, count and cents column is an `integer`, so a number
 * outside them must be refused here: past the contract it becomes a database error (22003).
 */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;

type IntOptions = { min?: number; max?: number; key?: string };

/**
 * A whole number within `min`…`max` (clamped to PostgreSQL's `integer`). `key` names the one
 * message every failure shows, for fields whose text says what is expected (`quantity`).
 */
export const intField = ({ min = INT_MIN, max = INT_MAX, key }: IntOptions = {}) =>
  z
    .number({ error: v(key ?? 'integer') })
    .int(v(key ?? 'integer'))
    .min(Math.max(min, INT_MIN), v(key ?? (min === 1 ? 'positive' : 'invalid')))
    .max(Math.min(max, INT_MAX), v(key ?? 'invalid'));

/**
 * The same from a query string or path, where every value arrives as text. Never in a body: a
 * JSON body is strict, and a form's text is read by `typedFromText` before its schema.
 */
export const intQuery = ({ min = INT_MIN, max = INT_MAX, key }: IntOptions = {}) =>
  z.coerce
    .number({ error: v(key ?? 'integer') })
    .int(v(key ?? 'integer'))
    .min(Math.max(min, INT_MIN), v(key ?? (min === 1 ? 'positive' : 'invalid')))
    .max(Math.min(max, INT_MAX), v(key ?? 'invalid'));

/** The id of a row in a JSON body. */
export const idField = intField({ min: 1 });
/**
 * The id of a row in a path or query string. In a path, an id out of range (0, 99999999999)
 * answers 404 like an id that does not (the server's error handler decides).
 */
export const idParam = intQuery({ min: 1 });
/** Params of the routes of one record, `/<things>/{id}`. */
export const idParams = z.object({ id: idParam });

export const USD_MAX = 1_000_000;
/** A USD amount: positive, at most two decimals, at most USD_MAX. Stored as cents. */
export const usdAmount = z
  .number({ error: v('number') })
  .min(0.01, v('positive'))
  .max(USD_MAX, v('invalid'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v('money'))
  .meta({ multipleOf: 0.01 });
