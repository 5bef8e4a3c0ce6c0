import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Page,
  type SalePartBody,
  type TicketBill,
  type TicketBillDetail,
  type TicketBillStatus,
  type TicketOption,
  ticketBillDetailSchema,
  ticketBillPage,
  ticketOptionOfStatus,
  ticketPartReply,
  ticketReviewReply,
} from '@vitrina/contract';
import { partRequestBody } from '#web/components/payment-parts/part-form.ts';
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

/** After a change to a sale: the sale, the lists, the dashboard and the door's counts are read again. */
function useRefreshTicketSale() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketBillKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: ticketBillKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ticketDashboardKeys.all }),
      queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
    ]);
}

/**
 * A review (PUT ticket/ticket-bills/{id} {opt}); the reply's message is the toast. Settled
 * either way, the sale, the lists, the dashboard and the door's counts are read again (a 409
 * means the sale changed meanwhile).
 */
export function useReviewTicketBill() {
  const refresh = useRefreshTicketSale();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: TicketBillStatus }) =>
      apiRequest(`ticket/ticket-bills/${id}`, {
        method: 'PUT',
        body: { opt: ticketOptionOfStatus(to) },
        schema: ticketReviewReply,
      }),
    onSettled: (_reply, _error, { id }) => refresh(id),
  });
}

/**
 * POST ticket/ticket-bills/{id}/payments: a part of the payment the ticket master received (the
 * parts covering the total verify the sale, so everything the review touches is read again).
 */
export function useRecordTicketPart() {
  const refresh = useRefreshTicketSale();
  return useMutation({
    mutationFn: ({ id, fields, proof }: { id: number; fields: SalePartBody; proof: File | null }) =>
      apiRequest(`ticket/ticket-bills/${id}/payments`, {
        method: 'POST',
        body: partRequestBody(fields, proof),
        schema: ticketPartReply,
      }),
    onSettled: (_reply, _error, { id }) => refresh(id),
  });
}

/** DELETE ticket/ticket-bills/{id}/payments/{part_id}: takes back a part recorded by mistake. */
export function useRemoveTicketPart() {
  const refresh = useRefreshTicketSale();
  return useMutation({
    mutationFn: ({ id, partId }: { id: number; partId: number }) =>
      apiRequest(`ticket/ticket-bills/${id}/payments/${partId}`, {
        method: 'DELETE',
        schema: ticketPartReply,
      }),
    onSettled: (_reply, _error, { id }) => refresh(id),
  });
}
