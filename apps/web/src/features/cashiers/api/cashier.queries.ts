import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Cashier,
  type CreateCashierBody,
  cashierSchema,
  managedUserSchema,
  type UpdateUserBody,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const cashierKeys = {
  all: ['cashiers'] as const,
  lists: () => [...cashierKeys.all, 'list'] as const,
  list: (storeId: number) => [...cashierKeys.lists(), storeId] as const,
  details: () => [...cashierKeys.all, 'detail'] as const,
  detail: (id: number) => [...cashierKeys.details(), id] as const,
};

export function useCashiers(storeId: number) {
  return useQuery<Cashier[]>({
    queryKey: cashierKeys.list(storeId),
    queryFn: () => apiRequest(`store/${storeId}/cashier`, { schema: z.array(cashierSchema) }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cashierKeys.lists() }),
      id ? queryClient.invalidateQueries({ queryKey: cashierKeys.detail(id) }) : null,
    ]);
}

/** POST admin/cashier: an owner's cashier joins the owner's store. */
export function useCreateCashier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateCashierBody) =>
      apiRequest('admin/cashier', { method: 'POST', body, schema: cashierSchema }),
    onSuccess: () => invalidate(),
  });
}

/** PATCH admin/{id}: data, a new password, or status 2 to deactivate (signs the cashier out). */
export function useUpdateCashier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) =>
      apiRequest(`admin/${id}`, { method: 'PATCH', body, schema: managedUserSchema }),
    onSuccess: (user) => invalidate(user.id),
  });
}
