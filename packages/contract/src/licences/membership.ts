import { YEARLY_PLAN_BONUS_MONTHS } from '../common/enums.ts';

/** A new store owner's free trial, in days (set at sign-up and when the admin creates an owner). */
export const TRIAL_DAYS = 30;
/** Days before the membership's end when the owner is reminded (e-mail and web push), once each. */
export const MEMBERSHIP_REMINDER_DAYS = [7, 3, 0] as const;
/** From this many days before its end the panel warns that the membership is running out. */
export const MEMBERSHIP_WARNING_DAYS = 7;

/**
 * The state of a store owner's membership at `now`:
 * - `active`: ends more than MEMBERSHIP_WARNING_DAYS days from now;
 * - `expiring`: ends within MEMBERSHIP_WARNING_DAYS days (the store still sells);
 * - `expired`: has ended (or was never granted): the store cannot sell until it is renewed.
 */
export const MEMBERSHIP_STATES = ['active', 'expiring', 'expired'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

const DAY_MS = 86_400_000;

export function membershipState(until: Date | string | null, now: Date = new Date()): MembershipState {
  if (until === null) return 'expired';
  const end = typeof until === 'string' ? new Date(until) : until;
  const left = end.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= MEMBERSHIP_WARNING_DAYS * DAY_MS ? 'expiring' : 'active';
}

/** Whole days left before `until` (0 on its last day and after it). */
export function membershipDaysLeft(until: Date | string | null, now: Date = new Date()): number {
  if (until === null) return 0;
  const end = typeof until === 'string' ? new Date(until) : until;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** The months a plan adds to a membership: its months, plus YEARLY_PLAN_BONUS_MONTHS for a yearly plan. */
export const planExtensionMonths = (plan: { months: number; yearly: boolean }): number =>
  plan.months + (plan.yearly ? YEARLY_PLAN_BONUS_MONTHS : 0);

/**
 * Where a membership ends once extended by `months`: counted from the later of now and the
 * current end (paying early loses no day; paying late does not pay for days already gone).
 * Calendar months, as PostgreSQL's `+ interval 'n months'` (31 Jan + 1 month = 28/29 Feb).
 */
export function extendedMembership(current: Date | null, months: number, now: Date = new Date()): Date {
  const from = current && current.getTime() > now.getTime() ? current : now;
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
