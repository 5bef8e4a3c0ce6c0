import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePaymentFields,
  type LicencePayment,
  type LicencePaymentDetail,
  type LicenceStatus,
  licencePaymentDetailReply,
  licencePaymentSchema,
  type Membership,
  membershipSchema,
  type Page,
  page,
  paymentDecisionReply,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { membershipKey } from './membership-notice.ts';
import { type PaymentFilters, paymentListQuery } from './payment-filters.ts';

export const paymentKeys = queryKeysFactory('licencePayments');

const paymentPage = page(licencePaymentSchema);

/** GET payments/payments: the admin's every payment, an owner's own; newest first, keyset paged. */
export function usePayments(filters: PaymentFilters, cursor: string | undefined, perPage?: number) {
  return useQuery<Page<LicencePayment>>({
    queryKey: paymentKeys.list(filters, cursor ?? null, perPage ?? null),
    queryFn: ({ signal }) =>
      apiRequest(`payments/payments?${paymentListQuery(filters, { cursor, perPage })}`, {
        schema: paymentPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET payments/payments/{id}: `data` is an array whose first item is the payment (SPEC.md §7). */
export function usePayment(id: number) {
  return useQuery<LicencePaymentDetail | null>({
    queryKey: paymentKeys.detail(id),
    queryFn: async ({ signal }) => {
      const reply = await apiRequest(`payments/payments/${id}`, {
        schema: licencePaymentDetailReply,
        signal,
      });
      return reply.data[0] ?? null;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET payments/membership (store owner): plan, end and state of the membership, checked by the contract. */
export function useMembership(enabled = true) {
  return useQuery<Membership>({
    queryKey: membershipKey,
    queryFn: ({ signal }) => apiRequest('payments/membership', { schema: membershipSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * POST payments/payments/{id} as a form with `_method=patch` and `opt` (SPEC.md §7). Whatever
 * the answer (a 409 says the payment was decided meanwhile), the payment is read again.
 */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  const refresh = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
    ]);
  return useMutation({
    mutationFn: ({ id, opt }: { id: number; opt: LicenceStatus }) => {
      const form = new FormData();
      form.set('_method', 'patch');
      form.set('opt', String(opt));
      return apiRequest(`payments/payments/${id}`, {
        method: 'POST',
        body: form,
        schema: paymentDecisionReply,
      });
    },
    onSuccess: (_, { id }) => refresh(id),
    onError: (_, { id }) => refresh(id),
  });
}

const createReply = z.object({ message: z.string(), data: licencePaymentSchema });

/** POST payments/payments (store owner), multipart: the payment's fields and the proof in `image`. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, proof }: { fields: CreatePaymentFields; proof: File }) => {
      const form = new FormData();
      form.set('plan_id', String(fields.plan_id));
      form.set('currency', fields.currency);
      form.set('bank_id', String(fields.bank_id));
      form.set('reference', fields.reference);
      form.set('image', proof);
      return apiRequest('payments/payments', { method: 'POST', body: form, schema: createReply });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
  });
}
