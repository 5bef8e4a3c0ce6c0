import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CompanyProfileBody,
  type DeliveryCompany,
  deliveryCompanySchema,
  type LinkedStore,
  linkedStoreSchema,
  type RateLocationBody,
  rateLocationSchema,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

/** The signed-in delivery company is the detail `mine`; its linked stores are a list. */
export const companyKeys = queryKeysFactory('myCompany');
const mine = companyKeys.detail('mine');
const rateReply = z.object({ message: z.string(), data: rateLocationSchema });

/** GET deliver/mycompany. */
export function useMyCompany() {
  return useQuery<DeliveryCompany>({
    queryKey: mine,
    queryFn: () => apiRequest('deliver/mycompany', { schema: deliveryCompanySchema }),
  });
}

/** A reply that is the company again replaces the cached one. */
function useCompanySaved() {
  const queryClient = useQueryClient();
  return (company: DeliveryCompany) => queryClient.setQueryData(mine, company);
}

/** A reply that is only its rates and mode merges into the cached company. */
function useRatesSaved() {
  const queryClient = useQueryClient();
  return ({ data }: z.infer<typeof rateReply>) =>
    queryClient.setQueryData<DeliveryCompany>(mine, (old) =>
      old
        ? {
            ...old,
            geolocation_mode: data.geolocation_mode,
            rate_per_km: data.rate_per_km,
            min_rate: data.min_rate,
          }
        : old,
    );
}

/** PATCH deliver: the company's own data. */
export function useUpdateMyCompany() {
  const saved = useCompanySaved();
  return useMutation({
    mutationFn: (body: CompanyProfileBody) =>
      apiRequest('deliver', { method: 'PATCH', body, schema: deliveryCompanySchema }),
    onSuccess: saved,
  });
}

/** POST deliver/logo (multipart image). */
export function useSetLogo() {
  const saved = useCompanySaved();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest('deliver/logo', { method: 'POST', body: form, schema: deliveryCompanySchema });
    },
    onSuccess: saved,
  });
}

/** PATCH delivery/{id}/update-mode {id, mode}: charge by geolocation (true) or by routes. */
export function useSetGeolocationMode(companyId: number) {
  const saved = useRatesSaved();
  return useMutation({
    mutationFn: (mode: boolean) =>
      apiRequest(`delivery/${companyId}/update-mode`, {
        method: 'PATCH',
        body: { id: companyId, mode },
        schema: rateReply,
      }),
    onSuccess: saved,
  });
}

/** POST rate-delivery-location/{id}/create: the per-km rate and the minimum rate. */
export function useSetRates(companyId: number) {
  const saved = useRatesSaved();
  return useMutation({
    mutationFn: (body: RateLocationBody) =>
      apiRequest(`rate-delivery-location/${companyId}/create`, { method: 'POST', body, schema: rateReply }),
    onSuccess: saved,
  });
}

/** GET deliver/stores: the stores linked to the company. */
export function useLinkedStores() {
  return useQuery<LinkedStore[]>({
    queryKey: companyKeys.list('stores'),
    queryFn: () => apiRequest('deliver/stores', { schema: z.array(linkedStoreSchema) }),
  });
}
