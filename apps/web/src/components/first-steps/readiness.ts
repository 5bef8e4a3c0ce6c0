import { useQuery } from '@tanstack/react-query';
import type { OrderBlock } from '@vitrina/contract';
import { queryKeysFactory } from '#web/lib/query-keys.ts';

export const readinessKeys = queryKeysFactory('readiness');

/**
 * What keeps shoppers from ordering at this store (null: nothing), for the header's web store
 * link: the checklist's own answer (GET store/{id}/readiness), its reader's code loaded when first
 * asked, so that the panel's first screen does not carry it. Off while `storeId` is undefined.
 */
export function useOrdersBlockedBy(storeId: number | undefined): OrderBlock | null | undefined {
  return useQuery({
    queryKey: readinessKeys.detail(storeId ?? 0),
    queryFn: () => import('./fetch-readiness.ts').then((m) => m.fetchReadiness(storeId ?? 0)),
    enabled: storeId !== undefined,
    select: (readiness) => readiness.orders_blocked_by,
  }).data;
}
