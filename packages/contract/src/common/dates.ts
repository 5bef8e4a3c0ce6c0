import { z } from 'zod';
import { plainString, v } from './fields.ts';

/** The years a date may name: wide enough for any real sale, narrow enough to keep ranges sane. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether `s` is a day of the calendar in YYYY-MM-DD (so not 2024-02-30) within DATE_MIN…DATE_MAX. */
export function isCalendarDate(s: string): boolean {
  if (!ISO_DATE.test(s) || s < DATE_MIN || s > DATE_MAX) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/** Days from `from` to `to`, both included (1 for the same day). Both must be calendar dates. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A day as YYYY-MM-DD. */
export const dateField = plainString('date')
  .max(10, v('date'))
  .refine(isCalendarDate, v('date'))
  .meta({ format: 'date', pattern: ISO_DATE.source, description: `A day, ${DATE_MIN} to ${DATE_MAX}.` });

type Range = Record<string, string | undefined>;

/**
 * The checks of a range of days, both ends included: it must not end before it starts nor
 * span more than `maxDays` days, so a report never scans years of sales (the embedded
 * database serves one query at a time). A range that spans more is asked for in parts.
 */
const rangeCheck = (start: string, end: string, maxDays: number) => (r: Range, ctx: z.RefinementCtx) => {
  const from = r[start];
  const to = r[end];
  if (from === undefined && to === undefined) return;
  if (from === undefined || to === undefined) {
    ctx.addIssue({ code: 'custom', message: v('required'), path: [from === undefined ? start : end] });
    return;
  }
  // A date that is not one has its own issue already.
  if (!isCalendarDate(from) || !isCalendarDate(to)) return;
  if (from > to) {
    ctx.addIssue({ code: 'custom', message: v('dateOrder'), path: [end] });
  } else if (daysInRange(from, to) > maxDays) {
    ctx.addIssue({ code: 'custom', message: v('dateRange'), path: [end], params: { maximum: maxDays } });
  }
};

const rangeRule = (start: string, end: string, maxDays: number) =>
  `${end} is on or after ${start}, at most ${maxDays} days later.`;

/** A range of days `{[start], [end]}`, both required; see `rangeCheck`. */
export function dateRange<S extends string, E extends string>(start: S, end: E, maxDays: number) {
  return z
    .object({ [start]: dateField, [end]: dateField } as Record<S | E, typeof dateField>)
    .superRefine((r, ctx) => rangeCheck(start, end, maxDays)(r as Range, ctx))
    .meta({ description: rangeRule(start, end, maxDays) });
}

/** A range of days given whole or not at all (`description` says what its absence means). */
export function optionalDateRange<S extends string, E extends string>(
  start: S,
  end: E,
  maxDays: number,
  description: string,
) {
  const field = dateField.optional().describe(description);
  return z
    .object({ [start]: field, [end]: field } as Record<S | E, typeof field>)
    .superRefine((r, ctx) => rangeCheck(start, end, maxDays)(r as Range, ctx))
    .meta({ description: `Both or neither. ${rangeRule(start, end, maxDays)}` });
}
