import { useQuery } from '@tanstack/react-query';
import { type TicketDashboardReply, ticketDashboardReply } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

/** The ticket master's figures (GET ticket/dashboard); reviews and check-ins invalidate them. */
export const ticketDashboardKeys = queryKeysFactory('ticketDashboard');

export function useTicketDashboard() {
  return useQuery<TicketDashboardReply>({
    queryKey: ticketDashboardKeys.all,
    queryFn: ({ signal }) => apiRequest('ticket/dashboard', { schema: ticketDashboardReply, signal }),
    staleTime: 10_000,
  });
}
