import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SaleSettings,
  type SaleSettingsBody,
  saleSettingsReply,
  saleSettingsSchema,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

// The signed-in store's sale settings (GET/PUT sale-settings): cash at pick-up and on delivery,
// and how long an unpaid order waits. The server reads the store from the session; the key
// carries its id so another store's answer is never shown.
const saleSettingsKeys = queryKeysFactory('sale-settings');

export function useSaleSettings(storeId: number) {
  return useQuery<SaleSettings>({
    queryKey: saleSettingsKeys.detail(storeId),
    queryFn: ({ signal }) => apiRequest('sale-settings', { schema: saleSettingsSchema, signal }),
  });
}

export function useSaveSaleSettings(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaleSettingsBody) =>
      apiRequest('sale-settings', { method: 'PUT', body, schema: saleSettingsReply }),
    onSuccess: (reply) => queryClient.setQueryData(saleSettingsKeys.detail(storeId), reply.data),
  });
}
