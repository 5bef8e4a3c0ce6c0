import { LICENCE_STATUS, type LicenceStatus, type Membership, planExtensionMonths } from '@vitrina/contract';
import type { ChipColor } from '../../../components/sale-status.ts';

/**
 * What a plan costs in each currency: its USD price, and in bolívares at the dollar rate in
 * force, rounded to the cent as the server prices a VES payment.
 */
export function planAmounts(priceUsd: number, dollarRate: number): { usd: number; ves: number } {
  const cents = Math.round(Math.round(priceUsd * 100) * dollarRate);
  return { usd: priceUsd, ves: cents / 100 };
}

/** How long a payment for the plan extends the membership: its months, plus the yearly bonus. */
export const monthsGiven = planExtensionMonths;

const STATUS_NAMES: Record<LicenceStatus, 'paid' | 'pending' | 'rejected'> = {
  [LICENCE_STATUS.PAID]: 'paid',
  [LICENCE_STATUS.PENDING]: 'pending',
  [LICENCE_STATUS.REJECTED]: 'rejected',
};
const STATUS_COLORS: Record<LicenceStatus, ChipColor> = {
  [LICENCE_STATUS.PAID]: 'success',
  [LICENCE_STATUS.PENDING]: 'warning',
  [LICENCE_STATUS.REJECTED]: 'error',
};

export function licenceStatusName(status: number): 'paid' | 'pending' | 'rejected' {
  return STATUS_NAMES[status as LicenceStatus] ?? 'pending';
}
export function licenceStatusColor(status: number): ChipColor {
  return STATUS_COLORS[status as LicenceStatus] ?? 'default';
}

/** The order the filter and the decision buttons list the statuses in. */
export const LICENCE_STATUS_ORDER: readonly LicenceStatus[] = [
  LICENCE_STATUS.PENDING,
  LICENCE_STATUS.PAID,
  LICENCE_STATUS.REJECTED,
];

/**
 * What the panel's banner says about an owner's membership, or null when all is well. A
 * suspension comes first (renewing does not lift it); then an ended membership; then one that
 * ends within MEMBERSHIP_WARNING_DAYS days.
 */
export type MembershipNotice =
  | { kind: 'suspended' }
  | { kind: 'expired'; until: string | null }
  | { kind: 'expiring'; days: number; until: string | null };

export function membershipNotice(membership: Membership | undefined): MembershipNotice | null {
  if (!membership) return null;
  if (membership.store_suspended) return { kind: 'suspended' };
  if (membership.state === 'expired') return { kind: 'expired', until: membership.membership_until };
  if (membership.state === 'expiring')
    return { kind: 'expiring', days: membership.days_left, until: membership.membership_until };
  return null;
}
