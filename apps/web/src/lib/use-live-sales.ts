import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillChanges } from '@vitrina/contract';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

/**
 * How often an open sales list or dashboard asks whether a sale arrived or changed: a new sale
 * (web store, Telegram) shows within two seconds. Only while the tab is visible; the question is
 * one index-only read on the server, and the lists are read again only when its answer changes.
 */
export const SALE_CHANGES_POLL_MS = 1_500;

/** Beside the sales' lists and details, so invalidating the lists never asks this again. */
export const saleChangesKey = queryKeysFactory('bills').extend('changes');

const stampOf = (c: BillChanges) => `${c.last_id ?? ''}|${c.updated_at ?? ''}`;

/**
 * Polls `bill/changes` while the screen is open and the tab visible (TanStack skips the interval
 * in a hidden tab and asks again when it shows), and invalidates `keys` when the store's newest
 * sale or last change is not the one this screen last saw.
 */
export function useLiveSales(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  const changes = useQuery({
    queryKey: saleChangesKey,
    // Typed, not parsed: the dashboard is the first screen and stays without zod.
    queryFn: ({ signal }) => apiRequest<BillChanges>('bill/changes', { signal }),
    select: stampOf,
    refetchInterval: SALE_CHANGES_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });
  const seen = useRef<string | undefined>(undefined);
  const latestKeys = useRef(keys);
  latestKeys.current = keys;
  const stamp = changes.data;
  useEffect(() => {
    if (stamp === undefined) return;
    const before = seen.current;
    seen.current = stamp;
    // The first answer is what the screen loaded with; only a later, different one is news.
    if (before === undefined || before === stamp) return;
    for (const queryKey of latestKeys.current) void queryClient.invalidateQueries({ queryKey });
  }, [stamp, queryClient]);
}

/**
 * `useLiveSales` in a leaf of its own: the first answer re-renders this empty component, not the
 * screen that holds it (on the dashboard, a second render of every chart while it loads).
 */
export function LiveSales({ keys }: { keys: QueryKey[] }): null {
  useLiveSales(...keys);
  return null;
}
