import { useQuery } from '@tanstack/react-query';
import { type Report, reportSchema } from '@vitrina/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadRangeCsv } from '../../../lib/csv-download.ts';
import type { DateRange } from '../../../lib/dates.ts';
import { queryKeysFactory } from '../../../lib/query-keys.ts';

/** A report is the detail of its range of days. */
export const reportKeys = queryKeysFactory('reports');

/** POST bill {initial_date, final_date}: totals and breakdowns of a range of days. */
export function useReport(range: DateRange, enabled = true) {
  return useQuery<Report>({
    queryKey: reportKeys.detail(range.from, range.to),
    queryFn: ({ signal }) =>
      apiRequest('bill', {
        method: 'POST',
        body: { initial_date: range.from, final_date: range.to },
        schema: reportSchema,
        signal,
      }),
    enabled,
  });
}

/** GET bill/export: the store's sales. */
export const downloadSalesCsv = (range: DateRange) => downloadRangeCsv('bill/export', 'ventas', range);
