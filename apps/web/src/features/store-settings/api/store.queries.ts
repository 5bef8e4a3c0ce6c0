import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Category,
  categorySchema,
  type Store,
  type StoreProfileBody,
  storeSchema,
  type TelegramSettingsBody,
  telegramCheckReply,
  type WebStoreBody,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { saveStore } from '#web/lib/session.ts';

/** The signed-in owner's store is the detail `mine`; schedules and FAQs have keys of their own. */
export const storeKeys = queryKeysFactory('store');
const myStore = storeKeys.detail('mine');
const categoryKeys = queryKeysFactory('categories');

/** The owner's store, fresh from the server; the stored copy (header links) follows it. */
export function useMyStore() {
  return useQuery({
    queryKey: myStore,
    queryFn: async () => {
      const store = await apiRequest('store/mystore', { schema: storeSchema });
      saveStore(store);
      return store;
    },
  });
}

/** After any change of the store: the cache and localStorage's `store` get the server's reply. */
function useStoreSaved() {
  const queryClient = useQueryClient();
  return (store: Store) => {
    saveStore(store);
    queryClient.setQueryData(myStore, store);
  };
}

export function useUpdateStore(storeId: number) {
  const saved = useStoreSaved();
  return useMutation({
    mutationFn: (body: StoreProfileBody) =>
      apiRequest(`store/${storeId}`, { method: 'PATCH', body, schema: storeSchema }),
    onSuccess: saved,
  });
}

export function useSetStoreImage(storeId: number) {
  const saved = useStoreSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest(`store/set_image/${storeId}`, { method: 'POST', body: form, schema: storeSchema });
    },
    onSuccess: saved,
  });
}

export function useCheckTelegram(storeId: number) {
  return useMutation({
    mutationFn: (token: string | undefined) =>
      apiRequest(`store/${storeId}/telegram/check`, {
        method: 'POST',
        body: token ? { token } : {},
        schema: telegramCheckReply,
      }),
  });
}

export function useSaveTelegram(storeId: number) {
  const saved = useStoreSaved();
  return useMutation({
    mutationFn: (body: TelegramSettingsBody) =>
      apiRequest(`store/${storeId}/telegram`, { method: 'PATCH', body, schema: storeSchema }),
    onSuccess: saved,
  });
}

export function useSaveWebStore(storeId: number) {
  const saved = useStoreSaved();
  return useMutation({
    mutationFn: (body: WebStoreBody) =>
      apiRequest(`store/${storeId}/web`, { method: 'PATCH', body, schema: storeSchema }),
    onSuccess: saved,
  });
}

// Lookups: they change only with a new data set, so they are kept for the whole visit.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 } as const;

export function useCategories() {
  return useQuery<Category[]>({
    queryKey: categoryKeys.lists(),
    queryFn: () => apiRequest('categories', { schema: z.array(categorySchema) }),
    ...forever,
  });
}
