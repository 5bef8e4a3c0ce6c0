import { useMutation, useQuery } from '@tanstack/react-query';
import { type Faq, type FaqBody, faqSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

// A 204 (no body) means the store has no questions yet (SPEC.md §7).
const faqList = z
  .array(faqSchema)
  .nullable()
  .transform((list) => list ?? []);

export const faqKeys = queryKeysFactory('faqs');

export function useFaqs(storeId: number) {
  return useQuery<Faq[]>({
    queryKey: faqKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/faqs`, { schema: faqList }),
  });
}

export function useCreateFaq(storeId: number) {
  const invalidate = useInvalidateEntity(faqKeys);
  return useMutation({
    mutationFn: (body: FaqBody) =>
      apiRequest(`store/${storeId}/faqs`, { method: 'POST', body, schema: faqSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateFaq() {
  const invalidate = useInvalidateEntity(faqKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FaqBody }) =>
      apiRequest(`faqs/${id}`, { method: 'PATCH', body, schema: faqSchema }),
    onSuccess: (faq) => invalidate(faq.id),
  });
}

export function useDeleteFaq() {
  const invalidate = useInvalidateEntity(faqKeys);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`faqs/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}
