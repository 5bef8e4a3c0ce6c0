import { useQuery } from '@tanstack/react-query';
import type { OrderBlock, StoreReadiness } from '@vitrina/contract';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

export const readinessKeys = queryKeysFactory('readiness');

/**
 * The store's readiness (GET store/{id}/readiness): its first steps and whether shoppers can
 * order. Its reader (with the contract's schema) loads when first asked, so that the panel's
 * first screen does not carry it. Off while `storeId` is undefined.
 */
const readinessQuery = (storeId: number | undefined) => ({
  queryKey: readinessKeys.detail(storeId ?? 0),
  queryFn: (): Promise<StoreReadiness> =>
    import('./fetch-readiness.ts').then((m) => m.fetchReadiness(storeId ?? 0)),
  enabled: storeId !== undefined,
});

/** The checklist's answer, read again whenever it is shown: each step is done on another screen. */
export const useReadiness = (storeId: number) =>
  useQuery({ ...readinessQuery(storeId), refetchOnMount: 'always' });

/** What keeps shoppers from ordering at this store (null: nothing), for the header's web store link. */
export function useOrdersBlockedBy(storeId: number | undefined): OrderBlock | null | undefined {
  return useQuery({ ...readinessQuery(storeId), select: (r) => r.orders_blocked_by }).data;
}
