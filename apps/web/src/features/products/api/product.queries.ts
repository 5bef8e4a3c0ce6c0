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
import { apiRequest } from '../../../lib/api-client.ts';

export type ProductFilters = { q?: string; cursor?: string; catalogue_id?: number; per_page?: number };

/** Query keys of the products feature: products with their images, extras, and catalogue choices. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (storeId: number, filters: ProductFilters) => [...productKeys.lists(), storeId, filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  extras: () => [...productKeys.all, 'extras'] as const,
  extraList: (storeId: number) => [...productKeys.extras(), 'list', storeId] as const,
  catalogueOptions: (storeId: number) => [...productKeys.all, 'catalogue-options', storeId] as const,
};

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
    queryKey: productKeys.catalogueOptions(storeId),
    queryFn: () => apiRequest(`store/${storeId}/catalogues`, { schema: z.array(catalogueSchema) }),
    staleTime: 0,
  });
}

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      id ? queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }) : null,
    ]);
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ catalogueId, body }: { catalogueId: number; body: ProductBody }) =>
      apiRequest(`catalogues/${catalogueId}/products`, { method: 'POST', body, schema: productSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProducts();
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
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`products/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}

/** POST products/{id}/image, multipart `images[]`; answers the product's images. */
export function useUploadImages() {
  const invalidate = useInvalidateProducts();
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
  const invalidate = useInvalidateProducts();
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
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (imageId: number) => apiRequest(`images/${imageId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(productId),
  });
}

// Extras

export function useExtras(storeId: number) {
  return useQuery<Extra[]>({
    queryKey: productKeys.extraList(storeId),
    queryFn: () => apiRequest(`store/${storeId}/extras`, { schema: z.array(extraSchema) }),
  });
}

function useInvalidateExtras() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.extras() });
}

export type ExtraPatchBody = Partial<ExtraBody> & { catalogue_id?: number };

export function useCreateExtra() {
  const invalidate = useInvalidateExtras();
  return useMutation({
    mutationFn: ({ catalogueId, body }: { catalogueId: number; body: ExtraBody }) =>
      apiRequest(`catalogues/${catalogueId}/extras`, { method: 'POST', body, schema: extraSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateExtra() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateExtras();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ExtraPatchBody }) =>
      apiRequest(`extras/${id}`, { method: 'PATCH', body, schema: extraSchema }),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: productKeys.extras() });
      const { catalogue_id: _, ...fields } = body;
      queryClient.setQueriesData<Extra[]>({ queryKey: productKeys.extras() }, (old) =>
        old?.map((e) => (e.id === id ? { ...e, ...fields } : e)),
      );
    },
    onError: invalidate,
    onSuccess: invalidate,
  });
}

export function useDeleteExtra() {
  const invalidate = useInvalidateExtras();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`extras/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
