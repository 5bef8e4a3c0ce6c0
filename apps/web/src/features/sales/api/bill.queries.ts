import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Bill,
  type BillRow,
  billRowSchema,
  billSchema,
  type Page,
  page,
  type STAFF_BILL_ACTIONS,
  transitionReply,
} from '@vitrina/contract';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeysFactory } from '../../../lib/query-keys.ts';
import { billListQuery, type SaleFilters } from './bill-filters.ts';

export type StaffBillAction = (typeof STAFF_BILL_ACTIONS)[number];

/**
 * How often an open list asks for new sales: a new sale shows within a second or two. Only while
 * the list is on screen and the tab visible (TanStack pauses the interval in a hidden tab), one
 * light request each time; a web push of a new sale reads it at once (useSalesPushRefresh).
 */
export const LIVE_REFRESH_MS = 2_000;

/** The message public/sw.js posts to the open tabs when a push arrives. */
export function isPushMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'vitrina:push';
}

export const billKeys = queryKeysFactory('bills');

const billPage = page(billRowSchema);

export function useBills(filters: SaleFilters, cursor: string | undefined) {
  return useQuery<Page<BillRow>>({
    queryKey: billKeys.list(filters, cursor ?? null),
    queryFn: ({ signal }) =>
      apiRequest(`bill?${billListQuery(filters, { cursor })}`, { schema: billPage, signal }),
    placeholderData: keepPreviousData,
    // New sales show up without a reload; TanStack pauses the interval while the tab is hidden.
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 1_000,
  });
}

/** While the sales list is open, a push the service worker receives (a new sale) reads the lists again. */
export function useSalesPushRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (isPushMessage(event.data)) void queryClient.invalidateQueries({ queryKey: billKeys.lists() });
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [queryClient]);
}

export function useBill(id: number) {
  return useQuery<Bill>({
    queryKey: billKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`bill/${id}`, { schema: billSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5_000,
  });
}

export type BillActionInput = { id: number; action: StaffBillAction; note?: string };

/** One lifecycle step; the reply carries the sale as it is now. */
export function useBillAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: BillActionInput) =>
      apiRequest(`bill/${id}/${action}`, {
        method: 'POST',
        body: action === 'cancel' ? { note } : undefined,
        schema: transitionReply,
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(billKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: billKeys.lists() });
    },
    // Refused (409) or failed: what is on screen may be stale, so read the real state again.
    onError: (_error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: billKeys.lists() }),
      ]),
  });
}
