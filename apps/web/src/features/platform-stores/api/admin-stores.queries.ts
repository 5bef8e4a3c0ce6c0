import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminStore,
  type AdminStoreDetail,
  adminStoreDetailSchema,
  type Page,
  type PlansReply,
  plansReply,
  type SubscriptionBody,
  storeStatusReply,
  subscriptionReply,
} from '@vitrina/contract';
import {
  adminStoreKeys,
  type StoreFilters,
  adminStorePage as storePage,
  storeQuery,
} from '#web/lib/admin-store.queries.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { downloadCsv } from '#web/lib/csv-download.ts';
import { useInvalidateEntity } from '#web/lib/query-keys.ts';

export {
  adminStoreKeys,
  type StoreFilters,
  type StoreSort,
  useLicenceStats,
  useStoreOptions,
} from '#web/lib/admin-store.queries.ts';

/** GET admin/stores: one page (keyset cursor) of stores. */
export function useAdminStores(filters: StoreFilters, cursor?: string, perPage?: number) {
  return useQuery<Page<AdminStore>>({
    queryKey: adminStoreKeys.list(filters, cursor ?? null, perPage ?? null),
    queryFn: ({ signal }) =>
      apiRequest(
        `admin/stores?${storeQuery(filters, { cursor, per_page: perPage ? String(perPage) : undefined })}`,
        { schema: storePage, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/stores/{id}: owner, plan, membership and its history, payments, counts. */
export function useAdminStore(id: number) {
  return useQuery<AdminStoreDetail>({
    queryKey: adminStoreKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`admin/stores/${id}`, { schema: adminStoreDetailSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET admin/stores/export: every store the filters match, as a CSV file. */
export const downloadStoresCsv = (filters: StoreFilters) =>
  downloadCsv(`admin/stores/export?${storeQuery(filters)}`, 'tiendas.csv');

/** PATCH admin/stores/{id}/status: suspend (2) or activate (1); resolves to the server's message. */
export function useSetStoreStatus() {
  const invalidate = useInvalidateEntity(adminStoreKeys);
  return useMutation({
    mutationFn: ({ id, status_id }: { id: number; status_id: 1 | 2 }) =>
      apiRequest(`admin/stores/${id}/status`, {
        method: 'PATCH',
        body: { status_id },
        schema: storeStatusReply,
      }),
    onSuccess: (reply) => invalidate(reply.data.id),
  });
}

/**
 * POST subscritption: extends the owner's membership by hand. The store's details take the new
 * membership at once (then reload its history from the server).
 */
export function useExtendMembership(storeId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEntity(adminStoreKeys);
  return useMutation({
    mutationFn: (body: SubscriptionBody) =>
      apiRequest('subscritption', { method: 'POST', body, schema: subscriptionReply }),
    onSuccess: (reply) => {
      queryClient.setQueryData<AdminStoreDetail>(adminStoreKeys.detail(storeId), (store) =>
        store
          ? {
              ...store,
              membership: reply.data,
              membership_until: reply.data.membership_until,
              membership_state: reply.data.state,
            }
          : store,
      );
      return invalidate(storeId);
    },
  });
}

/** GET plans: the plan filter's choices (fetched once a session). */
export function usePlans() {
  return useQuery<PlansReply>({
    queryKey: adminStoreKeys.extend('plans'),
    queryFn: ({ signal }) => apiRequest('plans', { schema: plansReply, signal }),
    staleTime: 5 * 60_000,
  });
}
