import { useMutation } from '@tanstack/react-query';
import { apiDownload } from './api-client.ts';
import type { DateRange } from './dates.ts';

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

/** A CSV the API sends (`path` with its query), saved through a temporary link. Resolves to the file's name. */
export async function downloadCsv(path: string, fallbackName: string): Promise<string> {
  const { blob, disposition } = await apiDownload(path, 'text/csv');
  const name = fileNameFrom(disposition, fallbackName);
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

/**
 * A CSV export of a range of days (`<path>?initial_date&final_date`, streamed by the server).
 * Resolves to the file's name.
 */
export function downloadRangeCsv(path: string, prefix: string, range: DateRange): Promise<string> {
  const query = new URLSearchParams({ initial_date: range.from, final_date: range.to });
  return downloadCsv(`${path}?${query}`, `${prefix}-${range.from}-a-${range.to}.csv`);
}

/** Downloads a range's CSV with `download` (a report's export button). */
export function useExportCsv(download: (range: DateRange) => Promise<string>) {
  return useMutation({ mutationFn: download });
}
