import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TicketManager,
  type TicketManagerBody,
  ticketManagerReply,
  ticketManagerSchema,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

/** The ticket master's own record (dollar_percent); shown on the profile. */
export const ticketManagerKeys = queryKeysFactory('ticketManager');
const mine = ticketManagerKeys.detail('me');

export function useTicketManager(enabled: boolean) {
  return useQuery<TicketManager>({
    queryKey: mine,
    queryFn: ({ signal }) => apiRequest('ticket/ticket-manager', { schema: ticketManagerSchema, signal }),
    enabled,
  });
}

/** PUT ticket/ticket-manager/{id}: answers the server's message and the saved record. */
export function useSaveDollarPercent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketManagerBody) =>
      apiRequest(`ticket/ticket-manager/${id}`, { method: 'PUT', body, schema: ticketManagerReply }),
    onSuccess: (reply) => queryClient.setQueryData(mine, reply.data),
  });
}
