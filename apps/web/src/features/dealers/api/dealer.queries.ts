import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dealer, type DealerBody, type DealerPatch, dealerSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const dealerKeys = {
  all: ['dealers'] as const,
  lists: () => [...dealerKeys.all, 'list'] as const,
  list: (storeId: number) => [...dealerKeys.lists(), storeId] as const,
  details: () => [...dealerKeys.all, 'detail'] as const,
  detail: (id: number) => [...dealerKeys.details(), id] as const,
};

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

function useInvalidate() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dealerKeys.lists() }),
      id ? queryClient.invalidateQueries({ queryKey: dealerKeys.detail(id) }) : null,
    ]);
}

export function useCreateDealer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DealerBody) => apiRequest('dealer', { method: 'POST', body, schema: dealerSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateDealer() {
  const invalidate = useInvalidate();
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
