import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Category,
  type City,
  type Country,
  categorySchema,
  citySchema,
  countrySchema,
  type State,
  type Store,
  type StoreProfileBody,
  stateSchema,
  storeSchema,
  type TelegramSettingsBody,
  telegramCheckReply,
  type WebStoreBody,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSession, saveStore } from '../../../lib/session.ts';

/** Query keys of the store feature (store, FAQs, schedule and the lookups its forms use). */
export const storeKeys = {
  all: ['store'] as const,
  mine: () => [...storeKeys.all, 'mine'] as const,
  faqs: () => [...storeKeys.all, 'faqs'] as const,
  faqList: (storeId: number) => [...storeKeys.faqs(), 'list', storeId] as const,
  schedule: () => [...storeKeys.all, 'schedule'] as const,
  categories: () => [...storeKeys.all, 'categories'] as const,
  countries: () => [...storeKeys.all, 'geo', 'countries'] as const,
  states: (countryId: number) => [...storeKeys.all, 'geo', 'states', countryId] as const,
  cities: (stateId: number) => [...storeKeys.all, 'geo', 'cities', stateId] as const,
};

/** The signed-in owner's store id (from the session; the server checks it again). */
export function currentStoreId(): number | null {
  const session = getSession();
  return session?.store?.id ?? session?.user.store_id ?? null;
}

/** The owner's store, fresh from the server; the stored copy (header links) follows it. */
export function useMyStore() {
  return useQuery({
    queryKey: storeKeys.mine(),
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
    queryClient.setQueryData(storeKeys.mine(), store);
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
    queryKey: storeKeys.categories(),
    queryFn: () => apiRequest('categories', { schema: z.array(categorySchema) }),
    ...forever,
  });
}

export function useCountries() {
  return useQuery<Country[]>({
    queryKey: storeKeys.countries(),
    queryFn: () => apiRequest('countries', { schema: z.array(countrySchema) }),
    ...forever,
  });
}

export function useStates(countryId: number | null | undefined) {
  return useQuery<State[]>({
    queryKey: storeKeys.states(countryId ?? 0),
    queryFn: () => apiRequest(`states/${countryId}`, { schema: z.array(stateSchema) }),
    enabled: !!countryId,
    ...forever,
  });
}

export function useCities(stateId: number | null | undefined) {
  return useQuery<City[]>({
    queryKey: storeKeys.cities(stateId ?? 0),
    queryFn: () => apiRequest(`cities/${stateId}`, { schema: z.array(citySchema) }),
    enabled: !!stateId,
    ...forever,
  });
}
