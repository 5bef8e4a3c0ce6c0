import { LICENCE_STATUS, type LicenceStatus } from '@vitrina/contract';
import type { ChipColor } from '#web/components/sale-status.ts';

/**
 * What a plan costs in each currency: its USD price, and in bolívares at the dollar rate in
 * force, rounded to the cent as the server prices a VES payment.
 */
export function planAmounts(priceUsd: number, dollarRate: number): { usd: number; ves: number } {
  const cents = Math.round(Math.round(priceUsd * 100) * dollarRate);
  return { usd: priceUsd, ves: cents / 100 };
}

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
