import { useMutation, useQuery } from '@tanstack/react-query';
import { type Report, reportSchema } from '@vitrina/contract';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
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

/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: the plain one below, if any.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
}

/** GET bill/export streams a CSV: fetched as a blob and saved through a temporary link. */
async function downloadSalesCsv(range: DateRange): Promise<string> {
  const query = new URLSearchParams({ initial_date: range.from, final_date: range.to });
  const { blob, disposition } = await apiDownload(`bill/export?${query}`, 'text/csv');
  const name = fileNameFrom(disposition, `ventas-${range.from}-a-${range.to}.csv`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

export function useExportSales() {
  return useMutation({ mutationFn: downloadSalesCsv });
}
