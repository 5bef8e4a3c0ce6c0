import { fromIsoDate } from './dates.ts';

/** A day read from a list's address: '' when missing or not a real day. */
export const dayFromAddress = (text: string | null) => (text && fromIsoDate(text) ? text : '');

/** An id read from a list's address: null when missing or not a positive whole number. */
export function idFromAddress(text: string | null): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The start of a list request's query: the page size, the cursor of a later page and the
 * search typed (trimmed; nothing when blank).
 */
export function listRequestParams(
  page: { cursor?: string; perPage?: number },
  perPage: number,
  q: string,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('per_page', String(page.perPage ?? perPage));
  if (page.cursor) params.set('cursor', page.cursor);
  const search = q.trim();
  if (search) params.set('q', search);
  return params;
}

/** A list request's days ('' for no bound): a range given backwards still means the days between the two. */
export function setDayRange(params: URLSearchParams, days: { from: string; to: string }): void {
  const [from, to] =
    days.from && days.to && days.from > days.to ? [days.to, days.from] : [days.from, days.to];
  if (from) params.set('from', from);
  if (to) params.set('to', to);
}
