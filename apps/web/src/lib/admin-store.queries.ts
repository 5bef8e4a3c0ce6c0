import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminStore,
  adminStoreSchema,
  type LicenceStats,
  licenceStatsSchema,
  type MembershipState,
  page,
} from '@vitrina/contract';
import { apiRequest } from './api-client.ts';
import type { DateRange } from './dates.ts';
import { queryKeysFactory } from './query-keys.ts';

// The admin's stores as several features read them: the store screens, the user dialog's and the
// audit log's store pickers, and the dashboard's licence figures.

export type StoreSort = 'newest' | 'membership';
export type StoreFilters = {
  q?: string;
  status?: 1 | 2;
  plan_id?: number;
  membership?: MembershipState;
  sort?: StoreSort;
};

export const adminStoreKeys = queryKeysFactory('adminStores');
export const adminStorePage = page(adminStoreSchema);

/** The query string of GET admin/stores and its CSV export (empty filters left out). */
export function storeQuery(filters: StoreFilters, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** GET admin/stores?q=: a few stores for a picker (a cashier's store, the audit log's filter). */
export function useStoreOptions(q: string, enabled = true) {
  return useQuery<AdminStore[]>({
    queryKey: adminStoreKeys.extend('options', q),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`admin/stores?${storeQuery({ q: q || undefined }, { per_page: '20' })}`, {
          schema: adminStorePage,
          signal,
        })
      ).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET admin/licence-stats: licence revenue, pending payments, new, expiring and expired stores. */
export function useLicenceStats(range?: DateRange) {
  return useQuery<LicenceStats>({
    queryKey: adminStoreKeys.extend('licence-stats', range?.from ?? null, range?.to ?? null),
    queryFn: ({ signal }) =>
      apiRequest(
        `admin/licence-stats${range ? `?${new URLSearchParams({ start_date: range.from, end_date: range.to })}` : ''}`,
        { schema: licenceStatsSchema, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
