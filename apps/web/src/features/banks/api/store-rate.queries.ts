import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StoreDollarRateBody, type StoreDollarRateReply, storeDollarRateReply } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

// A store's dollar rate (GET/PUT store/{id}/dollar-rate): its own, or the platform's it follows.
const storeRateKeys = queryKeysFactory('store-rate');

export function useStoreRate(storeId: number) {
  return useQuery<StoreDollarRateReply>({
    queryKey: storeRateKeys.detail(storeId),
    queryFn: () => apiRequest(`store/${storeId}/dollar-rate`, { schema: storeDollarRateReply }),
  });
}

export function useSetStoreRate(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreDollarRateBody) =>
      apiRequest(`store/${storeId}/dollar-rate`, { method: 'PUT', body, schema: storeDollarRateReply }),
    onSuccess: (reply) => queryClient.setQueryData(storeRateKeys.detail(storeId), reply),
  });
}
