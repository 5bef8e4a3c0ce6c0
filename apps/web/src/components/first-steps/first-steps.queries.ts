import { useQuery } from '@tanstack/react-query';
import { type StoreReadiness, storeReadinessSchema } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

export const readinessKeys = queryKeysFactory('readiness');

/**
 * The store's first steps and whether shoppers can order (GET store/{id}/readiness), read again
 * whenever the screen is shown: each step is done on another screen.
 */
export function useReadiness(storeId: number) {
  return useQuery<StoreReadiness>({
    queryKey: readinessKeys.detail(storeId),
    queryFn: () => apiRequest(`store/${storeId}/readiness`, { schema: storeReadinessSchema }),
    refetchOnMount: 'always',
  });
}
