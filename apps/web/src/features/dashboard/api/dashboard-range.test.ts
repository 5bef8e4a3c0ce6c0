import { describe, expect, it } from 'vitest';
import { bucketDays, dashboardRange } from './dashboard-range.ts';

// A Sunday evening, late enough that UTC is already Monday in Caracas' offset.
const today = new Date(2026, 10, 22, 22, 30);

describe('dashboard ranges (SPEC.md §4)', () => {
  it('week: the last 7 days up to today', () => {
    expect(dashboardRange('week', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('month: from the 1st of the month to today', () => {
    expect(dashboardRange('month', today)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('year: from 1 January to today', () => {
    expect(dashboardRange('year', today)).toEqual({ from: '2026-01-01', to: '2026-11-22' });
  });

  it('week across a new year', () => {
    expect(dashboardRange('week', new Date(2027, 0, 2))).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });

  it('custom: the chosen days, in either order; the month until both are chosen', () => {
    expect(dashboardRange('custom', today, { from: '2026-10-01', to: '2026-10-15' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-15',
    });
    expect(dashboardRange('custom', today, { from: '2026-10-15', to: '2026-10-01' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-15',
    });
    expect(dashboardRange('custom', today, { from: '2026-10-01' })).toEqual(dashboardRange('month', today));
  });
});

describe('chart buckets', () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ day: `d${String(i).padStart(3, '0')}`, count: 1, total: 0.1 }));

  it('keeps short ranges day by day', () => {
    expect(bucketDays(days(60))).toHaveLength(60);
  });

  it('groups a year into weeks and keeps the sums', () => {
    const buckets = bucketDays(days(326));
    expect(buckets.length).toBeLessThanOrEqual(60);
    expect(buckets[0]).toMatchObject({ day: 'd000', to: 'd006', count: 7, total: 0.7 });
    expect(buckets.reduce((s, b) => s + b.count, 0)).toBe(326);
    expect(buckets.at(-1)?.to).toBe('d325');
  });
});
