import { type MembershipState, membershipDaysLeft, STORE_STATUS } from '@vitrina/contract';
import type { TFunction } from 'i18next';
import type { ChipColor } from '#web/components/sale-status.ts';

/** How a membership's state reads on a chip: its colour and its text's key (stores.membership.<state>). */
export const MEMBERSHIP_CHIP: Record<MembershipState, { color: ChipColor; key: string }> = {
  active: { color: 'success', key: 'stores.membership.active' },
  expiring: { color: 'warning', key: 'stores.membership.expiring' },
  expired: { color: 'error', key: 'stores.membership.expired' },
};

/**
 * The chip's text: the state, and while the membership runs, the days it has left (an expired
 * one, or one never granted, says only that it ended).
 */
export function membershipChipText(
  t: TFunction,
  state: MembershipState,
  until: string | null,
  now: Date = new Date(),
): string {
  const label = t(MEMBERSHIP_CHIP[state].key);
  if (state === 'expired' || until === null) return label;
  return t('stores.membership.withDays', { state: label, days: membershipDaysLeft(until, now) });
}

export const isStoreActive = (store: { status_id: number }) => store.status_id === STORE_STATUS.ACTIVE;
