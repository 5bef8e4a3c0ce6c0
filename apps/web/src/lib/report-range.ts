import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { type DateRange, fromIsoDate, monthToDate } from './dates.ts';

// A report over a range of days: the range as the address holds it, and the request for it.

/** The report's range from the URL (`from`, `to`); this month so far when absent or invalid. */
export function readReportRange(params: URLSearchParams, today: Date): DateRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!fromIsoDate(from) || !fromIsoDate(to)) return monthToDate(today);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Days in a range, both ends included. */
export function daysIn(range: DateRange): number {
  const from = fromIsoDate(range.from);
  const to = fromIsoDate(range.to);
  if (!from || !to) return 0;
  // Rounded: a daylight-saving change makes one day 23 or 25 hours long.
  return Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
}

/** POST `path` {initial_date, final_date}: a report of a range of days, read with `schema`. */
export function fetchRangeReport<T>(
  path: string,
  schema: z.ZodType<T>,
  range: DateRange,
  signal: AbortSignal,
) {
  const body = { initial_date: range.from, final_date: range.to };
  return apiRequest(path, { method: 'POST', body, schema, signal });
}
