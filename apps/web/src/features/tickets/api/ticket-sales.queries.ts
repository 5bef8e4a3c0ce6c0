import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Page,
  type TicketBill,
  type TicketBillDetail,
  type TicketBillStatus,
  type TicketOption,
  ticketBillDetailSchema,
  ticketBillPage,
  ticketOptionOfStatus,
  ticketReviewReply,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { checkInKeys } from './check-in.queries.ts';
import { ticketDashboardKeys } from './ticket-dashboard.queries.ts';

export const ticketBillKeys = queryKeysFactory('ticketBills');

export type TicketSaleFilters = { opt: TicketOption; q: string; eventId: number | null };

/** The list's query string: the option, the search, the event and the page's cursor. */
export function ticketBillQuery(filters: TicketSaleFilters, cursor: string | undefined): string {
  const params = new URLSearchParams({ opt: String(filters.opt) });
  if (filters.q) params.set('q', filters.q);
  if (filters.eventId) params.set('event_id', String(filters.eventId));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function useTicketBills(filters: TicketSaleFilters, cursor: string | undefined) {
  return useQuery<Page<TicketBill>>({
    queryKey: ticketBillKeys.list(filters, cursor ?? null),
    queryFn: ({ signal }) =>
      apiRequest(`ticket/ticket-bills?${ticketBillQuery(filters, cursor)}`, {
        schema: ticketBillPage,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useTicketBill(id: number | null) {
  return useQuery<TicketBillDetail>({
    queryKey: ticketBillKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`ticket/ticket-bills/${id}`, { schema: ticketBillDetailSchema, signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

/**
 * A review (PUT ticket/ticket-bills/{id} {opt}); the reply's message is the toast. Settled
 * either way, the sale, the lists, the dashboard and the door's counts are read again (a 409
 * means the sale changed meanwhile).
 */
export function useReviewTicketBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: TicketBillStatus }) =>
      apiRequest(`ticket/ticket-bills/${id}`, {
        method: 'PUT',
        body: { opt: ticketOptionOfStatus(to) },
        schema: ticketReviewReply,
      }),
    onSettled: (_reply, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketBillKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ticketBillKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ticketDashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
      ]),
  });
}
