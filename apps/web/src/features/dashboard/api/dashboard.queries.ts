import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  billRowSchema,
  DASHBOARD_RECENT_BILLS,
  mostSelledSchema,
  mostUserSchema,
  page,
  platformSummarySchema,
  profitSchema,
  topStoresSchema,
  weeklySalesSchema,
} from '@vitrina/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DateRange } from '../../../lib/dates.ts';
import { queryKeysFactory } from '../../../lib/query-keys.ts';

export const dashboardKeys = queryKeysFactory('dashboard');
/** A figure is neither a list nor a detail: its own key under the dashboard's. */
const figureKey = (name: string, range?: DateRange) =>
  dashboardKeys.extend(name, ...(range ? [range.from, range.to] : []));

const rangeQuery = (range: DateRange) =>
  new URLSearchParams({ start_date: range.from, end_date: range.to }).toString();

/** One figure of a range (GET <name>?start_date&end_date); the last figures stay while the next load. */
function useRangeFigure<T>(name: string, schema: z.ZodType<T>, range: DateRange, enabled: boolean) {
  return useQuery<T>({
    queryKey: figureKey(name, range),
    queryFn: ({ signal }) => apiRequest(`${name}?${rangeQuery(range)}`, { schema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useProfit = (range: DateRange, enabled = true) =>
  useRangeFigure('profit', profitSchema, range, enabled);
export const useWeeklySales = (range: DateRange, enabled = true) =>
  useRangeFigure('weeklysales', weeklySalesSchema, range, enabled);
export const useMostSelled = (range: DateRange, enabled = true) =>
  useRangeFigure('mostselled', mostSelledSchema, range, enabled);
export const useMostUser = (range: DateRange, enabled = true) =>
  useRangeFigure('mostuser', mostUserSchema, range, enabled);
export const useTopStores = (range: DateRange, enabled = true) =>
  useRangeFigure('store/top', topStoresSchema, range, enabled);

/** The 5 most recently updated bills (SPEC.md §4). */
export function useRecentBills(enabled = true) {
  return useQuery({
    queryKey: figureKey('recent-bills'),
    queryFn: ({ signal }) =>
      apiRequest(`bill?sort=updated&per_page=${DASHBOARD_RECENT_BILLS}`, {
        schema: page(billRowSchema),
        signal,
      }),
    enabled,
  });
}

export function usePlatformSummary(enabled = true) {
  return useQuery({
    queryKey: figureKey('admin/summary'),
    queryFn: ({ signal }) => apiRequest('admin/summary', { schema: platformSummarySchema, signal }),
    enabled,
  });
}
