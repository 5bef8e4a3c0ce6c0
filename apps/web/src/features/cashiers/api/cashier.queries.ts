import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type Cashier,
  type CreateCashierBody,
  cashierSchema,
  managedUserSchema,
  type UpdateUserBody,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

export const cashierKeys = queryKeysFactory('cashiers');

export function useCashiers(storeId: number) {
  return useQuery<Cashier[]>({
    queryKey: cashierKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/cashier`, { schema: z.array(cashierSchema) }),
  });
}

/** POST admin/cashier: an owner's cashier joins the owner's store. */
export function useCreateCashier() {
  const invalidate = useInvalidateEntity(cashierKeys);
  return useMutation({
    mutationFn: (body: CreateCashierBody) =>
      apiRequest('admin/cashier', { method: 'POST', body, schema: cashierSchema }),
    onSuccess: () => invalidate(),
  });
}

/** PATCH admin/{id}: data, a new password, or status 2 to deactivate (signs the cashier out). */
export function useUpdateCashier() {
  const invalidate = useInvalidateEntity(cashierKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) =>
      apiRequest(`admin/${id}`, { method: 'PATCH', body, schema: managedUserSchema }),
    onSuccess: (user) => invalidate(user.id),
  });
}
