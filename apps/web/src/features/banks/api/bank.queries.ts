import { useMutation, useQuery } from '@tanstack/react-query';
import { type Bank, type BankBody, bankSchema } from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

/**
 * Whose accounts: `panel` is GET banks (the platform's for an admin, the own store's for an
 * owner); `company` is company/banks (a delivery company's).
 */
export type BankSide = 'panel' | 'company';
const prefix: Record<BankSide, string> = { panel: 'banks', company: 'company/banks' };

export const bankKeys = queryKeysFactory('banks');

export function useBanks(side: BankSide) {
  return useQuery<Bank[]>({
    queryKey: bankKeys.list(side),
    queryFn: () => apiRequest(prefix[side], { schema: z.array(bankSchema) }),
  });
}

function useInvalidate(side: BankSide) {
  const invalidate = useInvalidateEntity(bankKeys);
  return (id?: number) => (id ? invalidate(side, id) : invalidate());
}

export function useCreateBank(side: BankSide) {
  const invalidate = useInvalidate(side);
  return useMutation({
    mutationFn: (body: BankBody) => apiRequest(prefix[side], { method: 'POST', body, schema: bankSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateBank(side: BankSide) {
  const invalidate = useInvalidate(side);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BankBody }) =>
      apiRequest(`${prefix[side]}/${id}`, { method: 'PATCH', body, schema: bankSchema }),
    onSuccess: (bank) => invalidate(bank.id),
  });
}

export function useDeleteBank(side: BankSide) {
  const invalidate = useInvalidate(side);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`${prefix[side]}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}
