import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminCustomer,
  adminCustomerSchema,
  type Customer,
  type CustomerChannel,
  customerLists,
  type Page,
  page,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

export type CustomerFilters = { channel: CustomerChannel; q?: string; cursor?: string };

export const customerKeys = queryKeysFactory('customers');

function query(filters: CustomerFilters): string {
  const params = new URLSearchParams({ channel: filters.channel });
  if (filters.q) params.set('q', filters.q);
  if (filters.cursor) params.set('cursor', filters.cursor);
  return params.toString();
}

/** One channel's page of GET store/{id}/clients (with ?channel= the reply holds only that list). */
export function useStoreCustomers(storeId: number, filters: CustomerFilters, enabled = true) {
  return useQuery<Page<Customer>>({
    queryKey: customerKeys.list(storeId, filters),
    queryFn: async ({ signal }) => {
      const lists = await apiRequest(`store/${storeId}/clients?${query(filters)}`, {
        schema: customerLists,
        signal,
      });
      return lists[filters.channel] ?? { data: [], meta: { per_page: 25, total: 0, next_cursor: null } };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

const adminPage = page(adminCustomerSchema);

/** The platform admin's "my customers": shoppers of every store. */
export function useAdminCustomers(filters: CustomerFilters, enabled = true) {
  return useQuery<Page<AdminCustomer>>({
    queryKey: customerKeys.list('admin', filters),
    queryFn: ({ signal }) => apiRequest(`admin/customers?${query(filters)}`, { schema: adminPage, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
