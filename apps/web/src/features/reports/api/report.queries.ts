import { useQuery } from '@tanstack/react-query';
import { type Report, reportSchema } from '@vitrina/contract';
import { downloadRangeCsv } from '#web/lib/csv-download.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { fetchRangeReport } from '#web/lib/report-range.ts';

/** A report is the detail of its range of days. */
export const reportKeys = queryKeysFactory('reports');

/** POST bill {initial_date, final_date}: totals and breakdowns of a range of days. */
export function useReport(range: DateRange, enabled = true) {
  return useQuery<Report>({
    queryKey: reportKeys.detail(range.from, range.to),
    queryFn: ({ signal }) => fetchRangeReport('bill', reportSchema, range, signal),
    enabled,
  });
}

/** GET bill/export: the store's sales. */
export const downloadSalesCsv = (range: DateRange) => downloadRangeCsv('bill/export', 'ventas', range);
