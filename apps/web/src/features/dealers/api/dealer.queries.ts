import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dealer, type DealerBody, type DealerPatch, dealerSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '../../../lib/query-keys.ts';

export const dealerKeys = queryKeysFactory('dealers');

export function useDealers(storeId: number) {
  return useQuery<Dealer[]>({
    queryKey: dealerKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/dealers`, { schema: z.array(dealerSchema) }),
  });
}

export function useDealer(id: number) {
  return useQuery<Dealer>({
    queryKey: dealerKeys.detail(id),
    queryFn: () => apiRequest(`dealer/${id}`, { schema: dealerSchema }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCreateDealer() {
  const invalidate = useInvalidateEntity(dealerKeys);
  return useMutation({
    mutationFn: (body: DealerBody) => apiRequest('dealer', { method: 'POST', body, schema: dealerSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateDealer() {
  const invalidate = useInvalidateEntity(dealerKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DealerPatch }) =>
      apiRequest(`dealer/${id}`, { method: 'PATCH', body, schema: dealerSchema }),
    onSuccess: (dealer) => invalidate(dealer.id),
  });
}

export function useDeleteDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`dealer/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: dealerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    },
  });
}
