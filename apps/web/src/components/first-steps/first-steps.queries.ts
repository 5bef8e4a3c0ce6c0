import { useQuery } from '@tanstack/react-query';
import type { StoreReadiness } from '@vitrina/contract';
import { fetchReadiness } from './fetch-readiness.ts';
import { readinessKeys } from './readiness.ts';

/**
 * The store's first steps and whether shoppers can order (GET store/{id}/readiness), read again
 * whenever the screen is shown: each step is done on another screen.
 */
export function useReadiness(storeId: number) {
  return useQuery<StoreReadiness>({
    queryKey: readinessKeys.detail(storeId),
    queryFn: () => fetchReadiness(storeId),
    refetchOnMount: 'always',
  });
}
