import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import type { DateRange } from './dates.ts';

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
