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
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { useLiveSales } from '#web/lib/use-live-sales.ts';
import { billListQuery, type SaleFilters } from './bill-filters.ts';

export type StaffBillAction = (typeof STAFF_BILL_ACTIONS)[number];

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
    staleTime: 1_000,
  });
}

/**
 * New sales show up without a reload: the open list asks the light `bill/changes` every 1.5 s
 * while the tab is visible and reads its page again only when a sale arrived or changed; a web
 * push of a new sale reads it at once (useSalesPushRefresh).
 */
export const useLiveBills = () => useLiveSales(billKeys.lists());

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

/**
 * A change of a sale whose reply is the sale as it is now (a lifecycle step, a part of its
 * payment): the reply is put in the sale's query so its chips, actions and history follow, and
 * the lists are read again. Refused (409) or failed, what is on screen may be stale, so the
 * sale is read again too.
 */
export function useSaleChange<TInput extends { id: number }>(
  send: (input: TInput) => Promise<z.infer<typeof transitionReply>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      queryClient.setQueryData(billKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: billKeys.lists() });
    },
    onError: (_error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: billKeys.lists() }),
      ]),
  });
}

/** One lifecycle step. */
export const useBillAction = () =>
  useSaleChange(({ id, action, note }: BillActionInput) =>
    apiRequest(`bill/${id}/${action}`, {
      method: 'POST',
      body: action === 'cancel' ? { note } : undefined,
      schema: transitionReply,
    }),
  );
