import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Catalogue, type CatalogueBody, catalogueSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const catalogueKeys = {
  all: ['catalogues'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (storeId: number) => [...catalogueKeys.lists(), storeId] as const,
  details: () => [...catalogueKeys.all, 'detail'] as const,
  detail: (id: number) => [...catalogueKeys.details(), id] as const,
};

export function useCatalogues(storeId: number) {
  return useQuery<Catalogue[]>({
    queryKey: catalogueKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/catalogues`, { schema: z.array(catalogueSchema) }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() }),
      id ? queryClient.invalidateQueries({ queryKey: catalogueKeys.detail(id) }) : null,
      // Products and extras show their catalogue's name.
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}

export function useCreateCatalogue(storeId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CatalogueBody) =>
      apiRequest(`store/${storeId}/catalogues`, { method: 'POST', body, schema: catalogueSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCatalogue() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CatalogueBody }) =>
      apiRequest(`catalogues/${id}`, { method: 'PATCH', body }),
    onSuccess: (_, { id }) => invalidate(id),
  });
}

export function useDeleteCatalogue() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`catalogues/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}
