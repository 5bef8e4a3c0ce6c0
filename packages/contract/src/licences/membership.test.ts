import { describe, expect, it } from 'vitest';
import {
  extendedMembership,
  membershipDaysLeft,
  membershipState,
  planExtensionMonths,
} from './membership.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('membership', () => {
  it('a yearly plan adds two months', () => {
    expect(planExtensionMonths({ months: 12, yearly: true })).toBe(14);
    expect(planExtensionMonths({ months: 3, yearly: false })).toBe(3);
  });

  it('extends from the current end when it is later than now', () => {
    const end = new Date('2026-04-01T12:00:00Z');
    expect(extendedMembership(end, 1, now).toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });

  it('extends from now when the membership has ended or never began', () => {
    expect(extendedMembership(new Date('2025-01-01T00:00:00Z'), 3, now).toISOString()).toBe(
      '2026-06-10T12:00:00.000Z',
    );
    expect(extendedMembership(null, 1, now).toISOString()).toBe('2026-04-10T12:00:00.000Z');
  });

  it('keeps to the last day of a shorter month', () => {
    expect(extendedMembership(new Date('2027-01-31T00:00:00Z'), 1, now).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });

  it('names the state and the days left', () => {
    expect(membershipState(null, now)).toBe('expired');
    expect(membershipState('2026-03-10T11:59:59Z', now)).toBe('expired');
    expect(membershipState('2026-03-15T12:00:00Z', now)).toBe('expiring');
    expect(membershipState('2026-03-18T12:00:00Z', now)).toBe('active');
    expect(membershipDaysLeft('2026-03-15T12:00:00Z', now)).toBe(5);
    expect(membershipDaysLeft('2026-03-01T00:00:00Z', now)).toBe(0);
  });
});
