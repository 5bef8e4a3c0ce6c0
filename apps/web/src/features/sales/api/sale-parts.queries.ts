import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Bank, bankSchema, type SalePartBody, transitionReply } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { billKeys } from './bill.queries.ts';

type TransitionReply = z.infer<typeof transitionReply>;

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

/** The body of POST bill/{id}/payments: JSON, or multipart with the picture as `proof`. */
function partBody({ fields, proof }: RecordPartInput): SalePartBody | FormData {
  if (!proof) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.set(name, String(value));
  form.set('proof', proof);
  return form;
}

/**
 * A sale's parts change (issue 32 §2): the reply is the sale as it is now (paid once its parts
 * cover the total), put in its query so its chips, actions and history follow. Refused (409) or
 * failed, what is on screen may be stale, so the sale is read again.
 */
function useSalePartsMutation<TInput extends { id: number }>(
  send: (input: TInput) => Promise<TransitionReply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      queryClient.setQueryData(billKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: billKeys.lists() });
    },
    onError: (_error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: billKeys.lists() }),
      ]),
  });
}

/** POST bill/{id}/payments (owner or cashier): a part of the payment the staff received. */
export const useRecordPart = () =>
  useSalePartsMutation((input: RecordPartInput) =>
    apiRequest(`bill/${input.id}/payments`, {
      method: 'POST',
      body: partBody(input),
      schema: transitionReply,
    }),
  );

/** DELETE bill/{id}/payments/{part_id}: takes back a part recorded by mistake, while the sale is not paid. */
export const useRemovePart = () =>
  useSalePartsMutation(({ id, partId }: { id: number; partId: number }) =>
    apiRequest(`bill/${id}/payments/${partId}`, { method: 'DELETE', schema: transitionReply }),
  );
