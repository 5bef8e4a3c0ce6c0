import { useQuery } from '@tanstack/react-query';
import { type Bank, bankSchema, type SalePartBody, transitionReply } from '@vitrina/contract';
import { z } from 'zod';
import { partRequestBody } from '#web/components/payment-parts/part-form.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { useSaleChange } from './bill.queries.ts';

/** Keys of other features' queries this one reads (features stay apart: same names, same keys). */
const bankKeys = queryKeysFactory('banks');

/** GET banks: the store's own accounts (the owner and the cashiers read them). */
export function useStoreAccounts() {
  return useQuery<Bank[]>({
    queryKey: bankKeys.list('panel'),
    queryFn: () => apiRequest('banks', { schema: z.array(bankSchema) }),
  });
}

export type RecordPartInput = { id: number; fields: SalePartBody; proof: File | null };

/** POST bill/{id}/payments (owner or cashier): a part of the payment the staff received. */
export const useRecordPart = () =>
  useSaleChange((input: RecordPartInput) =>
    apiRequest(`bill/${input.id}/payments`, {
      method: 'POST',
      body: partRequestBody(input.fields, input.proof),
      schema: transitionReply,
    }),
  );

/** DELETE bill/{id}/payments/{part_id}: takes back a part recorded by mistake, while the sale is not paid. */
export const useRemovePart = () =>
  useSaleChange(({ id, partId }: { id: number; partId: number }) =>
    apiRequest(`bill/${id}/payments/${partId}`, { method: 'DELETE', schema: transitionReply }),
  );
