import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type TicketAccount,
  type TicketAccountBody,
  ticketAccountList,
  ticketAccountReply,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

/** The accounts buyers transfer to (GET ticket/ticket-accounts answers a plain array). */
export const ticketAccountKeys = queryKeysFactory('ticketAccounts');

export function useTicketAccounts() {
  return useQuery<TicketAccount[]>({
    queryKey: ticketAccountKeys.list(),
    queryFn: ({ signal }) => apiRequest('ticket/ticket-accounts', { schema: ticketAccountList, signal }),
  });
}

export function useSaveTicketAccount(id: number | null) {
  const invalidate = useInvalidateEntity(ticketAccountKeys);
  return useMutation({
    mutationFn: async (body: TicketAccountBody): Promise<TicketAccount> => {
      const reply = await apiRequest(id ? `ticket/ticket-accounts/${id}` : 'ticket/ticket-accounts', {
        method: id ? 'PUT' : 'POST',
        body,
        schema: ticketAccountReply,
      });
      return reply.data;
    },
    onSuccess: (account) => invalidate(account.id),
  });
}

export function useDeleteTicketAccount() {
  const invalidate = useInvalidateEntity(ticketAccountKeys);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`ticket/ticket-accounts/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}
