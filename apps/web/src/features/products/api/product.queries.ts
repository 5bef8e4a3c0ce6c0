import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Catalogue,
  catalogueSchema,
  type Extra,
  type ExtraBody,
  extraSchema,
  type Page,
  type Product,
  type ProductBody,
  type ProductImage,
  type ProductPatch,
  page,
  productImageSchema,
  productSchema,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

export type ProductFilters = { q?: string; cursor?: string; catalogue_id?: number; per_page?: number };

/** Products with their images; a product's detail carries its images. */
export const productKeys = queryKeysFactory('products');
export const extraKeys = queryKeysFactory('extras');
/** The catalogue choices are the catalogues feature's list itself (same request, same key). */
const catalogueKeys = queryKeysFactory('catalogues');

const productPage = page(productSchema);
const imageList = z.array(productImageSchema);

function searchParams(filters: ProductFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useProducts(storeId: number, filters: ProductFilters) {
  return useQuery<Page<Product>>({
    queryKey: productKeys.list(storeId, filters),
    queryFn: ({ signal }) =>
      apiRequest(`store/${storeId}/products${searchParams(filters)}`, { schema: productPage, signal }),
    // The old page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number | null) {
  return useQuery<Product>({
    queryKey: productKeys.detail(id ?? 0),
    queryFn: () => apiRequest(`products/${id}`, { schema: productSchema }),
    enabled: !!id,
  });
}

/** The store's catalogues, to choose a product's or an extra's. */
export function useCatalogueOptions(storeId: number) {
  return useQuery<Catalogue[]>({
    queryKey: catalogueKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/catalogues`, { schema: z.array(catalogueSchema) }),
    staleTime: 0,
  });
}

export function useCreateProduct() {
  const invalidate = useInvalidateEntity(productKeys);
  return useMutation({
    mutationFn: ({ catalogueId, body }: { catalogueId: number; body: ProductBody }) =>
      apiRequest(`catalogues/${catalogueId}/products`, { method: 'POST', body, schema: productSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEntity(productKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductPatch }) =>
      apiRequest(`products/${id}`, { method: 'PATCH', body, schema: productSchema }),
    // The list shows the change at once (the active switch answers the click); the server's
    // reply, or a refetch after a failure, settles it.
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: productKeys.lists() });
      const { catalogue_id: _, ...fields } = body;
      queryClient.setQueriesData<Page<Product>>({ queryKey: productKeys.lists() }, (old) =>
        old ? { ...old, data: old.data.map((p) => (p.id === id ? { ...p, ...fields } : p)) } : old,
      );
    },
    onError: () => invalidate(),
    onSuccess: (product) => invalidate(product.id),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateEntity(productKeys);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`products/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}

/** POST products/{id}/image, multipart `images[]`; answers the product's images. */
export function useUploadImages() {
  const invalidate = useInvalidateEntity(productKeys);
  return useMutation({
    mutationFn: ({ productId, files }: { productId: number; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('images[]', file, file.name);
      return apiRequest(`products/${productId}/image`, { method: 'POST', body: form, schema: imageList });
    },
    onSuccess: (_, { productId }) => invalidate(productId),
  });
}

export function useReorderImages(productId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEntity(productKeys);
  return useMutation({
    mutationFn: (order: number[]) =>
      apiRequest(`products/${productId}/images/order`, {
        method: 'PATCH',
        body: { order },
        schema: imageList,
      }),
    onSuccess: (images: ProductImage[]) => {
      queryClient.setQueryData<Product>(productKeys.detail(productId), (old) =>
        old ? { ...old, images } : old,
      );
      return invalidate(productId);
    },
  });
}

export function useDeleteImage(productId: number) {
  const invalidate = useInvalidateEntity(productKeys);
  return useMutation({
    mutationFn: (imageId: number) => apiRequest(`images/${imageId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(productId),
  });
}

// Extras

export function useExtras(storeId: number) {
  return useQuery<Extra[]>({
    queryKey: extraKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/extras`, { schema: z.array(extraSchema) }),
  });
}

export type ExtraPatchBody = Partial<ExtraBody> & { catalogue_id?: number };

export function useCreateExtra() {
  const invalidate = useInvalidateEntity(extraKeys);
  return useMutation({
    mutationFn: ({ catalogueId, body }: { catalogueId: number; body: ExtraBody }) =>
      apiRequest(`catalogues/${catalogueId}/extras`, { method: 'POST', body, schema: extraSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateExtra() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEntity(extraKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ExtraPatchBody }) =>
      apiRequest(`extras/${id}`, { method: 'PATCH', body, schema: extraSchema }),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: extraKeys.lists() });
      const { catalogue_id: _, ...fields } = body;
      queryClient.setQueriesData<Extra[]>({ queryKey: extraKeys.lists() }, (old) =>
        old?.map((e) => (e.id === id ? { ...e, ...fields } : e)),
      );
    },
    onError: (_, { id }) => invalidate(id),
    onSuccess: (extra) => invalidate(extra.id),
  });
}

export function useDeleteExtra() {
  const invalidate = useInvalidateEntity(extraKeys);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`extras/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}
