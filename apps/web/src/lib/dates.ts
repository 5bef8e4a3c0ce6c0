import { isoToWallTime } from '@vitrina/contract';

/**
 * Calendar days as the API takes them (ISO yyyy-mm-dd), read in the browser's local calendar:
 * the stores' calendar, not UTC (at 21:00 in Caracas it is already tomorrow in UTC).
 */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Today on the calendar of `timeZone` (the store's), as the local midnight of that day, which
 * the range helpers read: at 23:00 in Madrid a store in Caracas is still at 17:00 of the same
 * day, and one in Tokyo already on the next. Without a zone, the device's today.
 */
export function todayIn(timeZone: string | undefined, now = new Date()): Date {
  return timeZone ? (fromIsoDate(isoToWallTime(now, timeZone).slice(0, 10)) ?? now) : now;
}

/** The local midnight of an ISO day; null when the text is not a real yyyy-mm-dd date. */
export function fromIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** `days` calendar days after (or before, when negative) `date`, at local midnight. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export type DateRange = { from: string; to: string };

/** From the 1st of `today`'s month to `today`. */
export function monthToDate(today: Date): DateRange {
  return { from: toIsoDate(new Date(today.getFullYear(), today.getMonth(), 1)), to: toIsoDate(today) };
}
