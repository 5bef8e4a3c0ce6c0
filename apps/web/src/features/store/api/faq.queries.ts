import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Faq, type FaqBody, faqSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeKeys } from './store.queries.ts';

// A 204 (no body) means the store has no questions yet (SPEC.md §7).
const faqList = z
  .array(faqSchema)
  .nullable()
  .transform((list) => list ?? []);

export function useFaqs(storeId: number) {
  return useQuery<Faq[]>({
    queryKey: storeKeys.faqList(storeId),
    queryFn: () => apiRequest(`store/${storeId}/faqs`, { schema: faqList }),
  });
}

function useInvalidateFaqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storeKeys.faqs() });
}

export function useCreateFaq(storeId: number) {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: (body: FaqBody) =>
      apiRequest(`store/${storeId}/faqs`, { method: 'POST', body, schema: faqSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FaqBody }) =>
      apiRequest(`faqs/${id}`, { method: 'PATCH', body, schema: faqSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`faqs/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
