import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import { formatDate } from './use-format.ts';

describe('locale formats', () => {
  it('shows money in USD with at most 2 fraction digits', () => {
    expect(formatMoney(12.345, 'en')).toBe('$12.35');
    expect(formatMoney(12, 'en')).toBe('$12');
    expect(formatMoney(1234.5, 'es')).toContain('1234,5');
  });

  it('writes dates in the chosen language', () => {
    const day = '2026-03-05T12:00:00Z';
    expect(formatDate(day, 'es')).toMatch(/5 mar 2026/);
    expect(formatDate(day, 'en')).toMatch(/Mar 5, 2026/);
    expect(formatDate(day, 'de')).toMatch(/05\.03\.2026/);
    expect(formatDate('not a date', 'es')).toBe('');
  });

  it('reads an ISO day as that day of the local calendar, not midnight UTC', () => {
    expect(formatDate('2026-03-05', 'en')).toMatch(/Mar 5, 2026/);
    expect(formatDate('2026-03-05', 'es', { day: 'numeric', month: 'short' })).toMatch(/^5 mar/);
  });

  it('shows the bolívares of a sale paid in VES in their own currency', () => {
    expect(formatMoney(1500.5, 'en', 'VES')).toMatch(/VES\s?1,500\.5/);
  });
});
