import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Page, type TicketUser, ticketUserPage } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

export const ticketUserKeys = queryKeysFactory('ticketUsers');

export type TicketUserFilters = { q?: string; cursor?: string; eventId?: number };

/** One page of the buyers (GET ticket/ticket-users), searched and narrowed to one event. */
export function useTicketUsers(filters: TicketUserFilters) {
  return useQuery<Page<TicketUser>>({
    queryKey: ticketUserKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.q) params.set('q', filters.q);
      if (filters.cursor) params.set('cursor', filters.cursor);
      if (filters.eventId) params.set('event_id', String(filters.eventId));
      const query = params.toString();
      return apiRequest(`ticket/ticket-users${query ? `?${query}` : ''}`, { schema: ticketUserPage, signal });
    },
    placeholderData: keepPreviousData,
  });
}
