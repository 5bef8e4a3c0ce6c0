import { describe, expect, it } from 'vitest';
import { addDays, fromIsoDate, monthToDate, todayIn, toIsoDate } from './dates.ts';

describe('calendar days', () => {
  it('writes the local day, not the UTC one', () => {
    // 23:30 local on 31 January stays 31 January whatever the offset to UTC.
    expect(toIsoDate(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
    expect(toIsoDate(new Date(2026, 8, 5, 0, 5))).toBe('2026-09-05');
  });

  it('reads only real yyyy-mm-dd days', () => {
    expect(fromIsoDate('2026-02-28')?.getDate()).toBe(28);
    expect(fromIsoDate('2026-02-30')).toBeNull();
    expect(fromIsoDate('2026-2-3')).toBeNull();
    expect(fromIsoDate('')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(toIsoDate(addDays(new Date(2026, 0, 3), -6))).toBe('2025-12-28');
    expect(toIsoDate(addDays(new Date(2024, 1, 28), 1))).toBe('2024-02-29');
  });

  it('gives the month so far', () => {
    expect(monthToDate(new Date(2026, 10, 22, 18))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });
});

describe("the store's today", () => {
  // 02:30 UTC on 20 December: still the 19th in Caracas, already the 20th in Tokyo.
  const now = new Date('2026-12-20T02:30:00Z');
  it('is the day on the calendar of the store, whatever the device', () => {
    expect(toIsoDate(todayIn('America/Caracas', now))).toBe('2026-12-19');
    expect(toIsoDate(todayIn('Asia/Tokyo', now))).toBe('2026-12-20');
  });
  it("is the device's without a zone", () => {
    expect(todayIn(undefined, now)).toBe(now);
  });
});
