import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DollarRateBody,
  type DollarRateFollowBody,
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

/** The plans' reply with the rate state a rate call answered. */
function useRateCall<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiRequest(path, { method: 'PUT', body, schema: dollarRateReply }),
    onSuccess: ({ message: _message, ...state }) => {
      queryClient.setQueryData<PlansReply>(planKeys.list(), (old) => (old ? { ...old, ...state } : old));
      return queryClient.invalidateQueries({ queryKey: planKeys.lists() });
    },
  });
}

/** PUT plans/dollar-rate: the admin's rate, in force at once; it stops following the published one. */
export const useSetDollarRate = () => useRateCall<DollarRateBody>('plans/dollar-rate');

/** PUT plans/dollar-rate/follow: follow the published rate (read at once), or stop. */
export const useFollowDollarRate = () => useRateCall<DollarRateFollowBody>('plans/dollar-rate/follow');
