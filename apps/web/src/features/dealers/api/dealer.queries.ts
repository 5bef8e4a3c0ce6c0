import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dealer, type DealerBody, type DealerPatch, dealerSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

/**
 * Whose couriers: a store's (`store/{id}/dealers`, `dealer/{id}`) or the signed-in delivery
 * company's (`deliver/dealer`, `deliver/dealer/{id}`). Same shape, same screens.
 */
export type DealerSide = { kind: 'store'; storeId: number } | { kind: 'company' };

const listUrl = (side: DealerSide) =>
  side.kind === 'store' ? `store/${side.storeId}/dealers` : 'deliver/dealer';
const itemUrl = (side: DealerSide, id?: number) => {
  const base = side.kind === 'store' ? 'dealer' : 'deliver/dealer';
  return id === undefined ? base : `${base}/${id}`;
};
const sideKey = (side: DealerSide) => (side.kind === 'store' ? side.storeId : 'company');

export const dealerKeys = queryKeysFactory('dealers');

export function useDealers(side: DealerSide) {
  return useQuery<Dealer[]>({
    queryKey: dealerKeys.list(sideKey(side)),
    queryFn: () => apiRequest(listUrl(side), { schema: z.array(dealerSchema) }),
  });
}

export function useDealer(side: DealerSide, id: number) {
  return useQuery<Dealer>({
    queryKey: dealerKeys.detail(sideKey(side), id),
    queryFn: () => apiRequest(itemUrl(side, id), { schema: dealerSchema }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCreateDealer(side: DealerSide) {
  const invalidate = useInvalidateEntity(dealerKeys);
  return useMutation({
    mutationFn: (body: DealerBody) =>
      apiRequest(itemUrl(side), { method: 'POST', body, schema: dealerSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateDealer(side: DealerSide) {
  const invalidate = useInvalidateEntity(dealerKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DealerPatch }) =>
      apiRequest(itemUrl(side, id), { method: 'PATCH', body, schema: dealerSchema }),
    onSuccess: (dealer) => invalidate(sideKey(side), dealer.id),
  });
}

export function useDeleteDealer(side: DealerSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(itemUrl(side, id), { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: dealerKeys.detail(sideKey(side), id) });
      return queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    },
  });
}
