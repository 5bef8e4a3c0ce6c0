import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DollarRateBody,
  dollarRateReply,
  type PlanBody,
  type PlansReply,
  planSchema,
  plansReply,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

export const planKeys = queryKeysFactory('plans');

const planReply = z.object({ message: z.string().optional(), data: planSchema });

/** GET plans: the plans (every one for the admin, the active ones for an owner), the dollar rate and the platform's accounts. */
export function usePlans() {
  return useQuery<PlansReply>({
    queryKey: planKeys.list(),
    queryFn: ({ signal }) => apiRequest('plans', { schema: plansReply, signal }),
  });
}

export function useCreatePlan() {
  const invalidate = useInvalidateEntity(planKeys);
  return useMutation({
    mutationFn: (body: PlanBody) => apiRequest('plans', { method: 'POST', body, schema: planReply }),
    onSuccess: () => invalidate(),
  });
}

/** PATCH plans/{id} sends the whole plan. */
export function useUpdatePlan() {
  const invalidate = useInvalidateEntity(planKeys);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanBody }) =>
      apiRequest(`plans/${id}`, { method: 'PATCH', body, schema: planReply }),
    onSuccess: (reply) => invalidate(reply.data.id),
  });
}

/** A plan already paid for cannot go (409 with the server's reason): it can be made inactive. */
export function useDeletePlan() {
  const invalidate = useInvalidateEntity(planKeys);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`plans/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}

/** PUT plans/dollar-rate: the rate later VES payments are priced at; the plans' reply carries it. */
export function useSetDollarRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DollarRateBody) =>
      apiRequest('plans/dollar-rate', { method: 'PUT', body, schema: dollarRateReply }),
    onSuccess: (reply) => {
      queryClient.setQueryData<PlansReply>(planKeys.list(), (old) =>
        old ? { ...old, dollar_rate: reply.dollar_rate } : old,
      );
      return queryClient.invalidateQueries({ queryKey: planKeys.lists() });
    },
  });
}
