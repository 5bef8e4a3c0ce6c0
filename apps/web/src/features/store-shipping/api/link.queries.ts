import { useMutation, useQuery } from '@tanstack/react-query';
import { messageReply, type StoreCompany, storeCompanySchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

export const linkKeys = queryKeysFactory('storeCompanies');
// Linking changes the offers the simulator shows.
const quoteKeys = queryKeysFactory('deliveryQuote');

/** GET company: the active delivery companies, each saying whether the store is linked to it. */
export function useStoreCompanies() {
  return useQuery<StoreCompany[]>({
    queryKey: linkKeys.lists(),
    queryFn: () => apiRequest('company', { schema: z.array(storeCompanySchema) }),
  });
}

export function useLinkCompany() {
  const invalidate = useInvalidateEntity(linkKeys, quoteKeys.all);
  return useMutation({
    mutationFn: (companyId: number) =>
      apiRequest('company', { method: 'POST', body: { company_id: companyId }, schema: messageReply }),
    onSuccess: () => invalidate(),
  });
}

export function useUnlinkCompany() {
  const invalidate = useInvalidateEntity(linkKeys, quoteKeys.all);
  return useMutation({
    mutationFn: (companyId: number) => apiRequest(`company/${companyId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
