import { useQuery } from '@tanstack/react-query';
import type { Membership } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';

/** The signed-in owner's membership (GET payments/membership): the shell's banner and /upgrade-plan. */
export const membershipKey = ['membership'] as const;

/**
 * What the panel's banner says about an owner's membership, or null when all is well. A
 * suspension comes first (renewing does not lift it); then an ended membership; then one that
 * ends within MEMBERSHIP_WARNING_DAYS days.
 */
export type MembershipNotice =
  | { kind: 'suspended' }
  | { kind: 'expired'; until: string | null }
  | { kind: 'expiring'; days: number; until: string | null };

/** Reads the reply defensively: the shell fetches it without the contract's schema (see below). */
export function membershipNotice(value: unknown): MembershipNotice | null {
  if (!value || typeof value !== 'object') return null;
  const m = value as Partial<Membership>;
  const until = typeof m.membership_until === 'string' ? m.membership_until : null;
  if (m.store_suspended === true) return { kind: 'suspended' };
  if (m.state === 'expired') return { kind: 'expired', until };
  if (m.state === 'expiring' && typeof m.days_left === 'number')
    return { kind: 'expiring', days: m.days_left, until };
  return null;
}

/**
 * The membership as the shell asks for it: only for store owners, once the first screen has
 * settled (`enabled`), and without the contract's zod schema, so the dashboard's first load
 * carries nothing for it; the banner's own code loads only when there is something to say.
 */
export function useShellMembership(enabled: boolean) {
  return useQuery<unknown>({
    queryKey: membershipKey,
    queryFn: ({ signal }) => apiRequest('payments/membership', { signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
