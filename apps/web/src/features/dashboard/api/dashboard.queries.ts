import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  billRowSchema,
  mostSelledSchema,
  mostUserSchema,
  Page,
  platformSummarySchema,
  profitSchema,
  topStoresSchema,
  weeklySalesSchema,
} from '@vitrina/contract';
import { DASHBOARD_RECENT_BILLS } from '@vitrina/contract';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

export const dashboardKeys = queryKeysFactory('dashboard');
/** A figure is neither a list nor a detail: its own key under the dashboard's. */
const figureKey = (name: string, range?: DateRange) =>
  dashboardKeys.extend(name, ...(range ? [range.from, range.to] : []));

const rangeQuery = (range: DateRange) =>
  new URLSearchParams({ start_date: range.from, end_date: range.to }).toString();

// The dashboard is the first screen after sign-in, so its replies are typed from the contract
// but not parsed by it: the schemas would bring zod (~20 KB gzip) into the first screen. The
// server's serializer already checks every reply against the same schemas.

/** One figure of a range (GET <name>?start_date&end_date); the last figures stay while the next load. */
function useRangeFigure<T>(name: string, range: DateRange, enabled: boolean) {
  return useQuery<T>({
    queryKey: figureKey(name, range),
    queryFn: ({ signal }) => apiRequest<T>(`${name}?${rangeQuery(range)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useProfit = (range: DateRange, enabled = true) =>
  useRangeFigure<z.infer<typeof profitSchema>>('profit', range, enabled);
export const useWeeklySales = (range: DateRange, enabled = true) =>
  useRangeFigure<z.infer<typeof weeklySalesSchema>>('weeklysales', range, enabled);
export const useMostSelled = (range: DateRange, enabled = true) =>
  useRangeFigure<z.infer<typeof mostSelledSchema>>('mostselled', range, enabled);
export const useMostUser = (range: DateRange, enabled = true) =>
  useRangeFigure<z.infer<typeof mostUserSchema>>('mostuser', range, enabled);
export const useTopStores = (range: DateRange, enabled = true) =>
  useRangeFigure<z.infer<typeof topStoresSchema>>('store/top', range, enabled);

/** The 5 most recently updated bills (SPEC.md §4). */
export function useRecentBills(enabled = true) {
  return useQuery({
    queryKey: figureKey('recent-bills'),
    queryFn: ({ signal }) =>
      apiRequest<Page<z.infer<typeof billRowSchema>>>(
        `bill?sort=updated&per_page=${DASHBOARD_RECENT_BILLS}`,
        {
          signal,
        },
      ),
    enabled,
  });
}

export function usePlatformSummary(enabled = true) {
  return useQuery({
    queryKey: figureKey('admin/summary'),
    queryFn: ({ signal }) => apiRequest<z.infer<typeof platformSummarySchema>>('admin/summary', { signal }),
    enabled,
  });
}
