import { useMutation, useQuery } from '@tanstack/react-query';
import { type Catalogue, type CatalogueBody, catalogueSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

export const catalogueKeys = queryKeysFactory('catalogues');
// Products and extras show their catalogue's name. Their keys belong to the products feature,
// which this one may not import; the factory gives the same keys from the same names.
const namedIn = [queryKeysFactory('products').all, queryKeysFactory('extras').all];

export function useCatalogues(storeId: number) {
  return useQuery<Catalogue[]>({
    queryKey: catalogueKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/catalogues`, { schema: z.array(catalogueSchema) }),
  });
}

export function useCreateCatalogue(storeId: number) {
  const invalidate = useInvalidateEntity(catalogueKeys, ...namedIn);
  return useMutation({
    mutationFn: (body: CatalogueBody) =>
      apiRequest(`store/${storeId}/catalogues`, { method: 'POST', body, schema: catalogueSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCatalogue() {
  const invalidate = useInvalidateEntity(catalogueKeys, ...namedIn);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CatalogueBody }) =>
      apiRequest(`catalogues/${id}`, { method: 'PATCH', body }),
    onSuccess: (_, { id }) => invalidate(id),
  });
}

export function useDeleteCatalogue() {
  const invalidate = useInvalidateEntity(catalogueKeys, ...namedIn);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`catalogues/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}
