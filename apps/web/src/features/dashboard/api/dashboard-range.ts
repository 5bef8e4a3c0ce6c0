import { addDays, type DateRange, fromIsoDate, monthToDate, toIsoDate } from '#web/lib/dates.ts';

export const RANGE_KINDS = ['week', 'month', 'year', 'custom'] as const;
export type RangeKind = (typeof RANGE_KINDS)[number];

/**
 * SPEC.md §4 dashboard ranges, in the store's local calendar: week = the last 7 days up to
 * today (today included), month = the 1st of the month to today, year = 1 January to today,
 * custom = the days chosen (in either order); a custom range not yet chosen is the month.
 */
export function dashboardRange(kind: RangeKind, today: Date, custom?: Partial<DateRange>): DateRange {
  switch (kind) {
    case 'week':
      return { from: toIsoDate(addDays(today, -6)), to: toIsoDate(today) };
    case 'month':
      return monthToDate(today);
    case 'year':
      return { from: toIsoDate(new Date(today.getFullYear(), 0, 1)), to: toIsoDate(today) };
    case 'custom': {
      const from = custom?.from && fromIsoDate(custom.from) ? custom.from : null;
      const to = custom?.to && fromIsoDate(custom.to) ? custom.to : null;
      if (!from || !to) return monthToDate(today);
      return from <= to ? { from, to } : { from: to, to: from };
    }
  }
}

export type DaySales = { day: string; count: number; total: number };
export type SalesBucket = DaySales & { to: string };

/**
 * Days grouped so a chart keeps at most `maxBars` bars: a year is shown by weeks (7-day
 * buckets from the first day), a short range day by day.
 */
export function bucketDays(days: readonly DaySales[], maxBars = 60): SalesBucket[] {
  if (days.length <= maxBars) return days.map((d) => ({ ...d, to: d.day }));
  const size = Math.ceil(Math.ceil(days.length / maxBars) / 7) * 7;
  const buckets: SalesBucket[] = [];
  for (let i = 0; i < days.length; i += size) {
    const slice = days.slice(i, i + size);
    const first = slice[0]!;
    buckets.push({
      day: first.day,
      to: slice.at(-1)!.day,
      count: slice.reduce((s, d) => s + d.count, 0),
      // Cents avoid float drift when adding many prices.
      total: Math.round(slice.reduce((s, d) => s + Math.round(d.total * 100), 0)) / 100,
    });
  }
  return buckets;
}
