import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import { formatDate, formatDateTime } from './use-format.ts';

describe('locale formats', () => {
  it("shows money in USD always with two decimals, in the language's own form", () => {
    expect(formatMoney(12.345, 'en')).toBe('US$\u00a012.35');
    expect(formatMoney(12, 'en')).toBe('US$\u00a012.00');
    expect(formatMoney(4.5, 'es')).toBe('4,50\u00a0US$');
    expect(formatMoney(1234.5, 'es')).toContain('1234,50');
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

  it('writes the bolívares of a sale paid in VES as "Bs." with two decimals, as the web store does', () => {
    expect(formatMoney(1500.5, 'en', 'VES')).toBe('Bs.\u00a01,500.50');
    expect(formatMoney(164.25, 'es', 'VES')).toBe('Bs.\u00a0164,25');
  });
});

describe('times in the zone of the work', () => {
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const other = device === 'Asia/Tokyo' ? 'America/Caracas' : 'Asia/Tokyo';
  const at = '2026-03-05T23:00:00Z';

  it("reads an instant on the zone's clock and names the zone when the device's clock differs", () => {
    const tokyo = formatDateTime(at, 'es', 'medium', 'Asia/Tokyo');
    expect(tokyo).toMatch(/6 mar 2026/);
    expect(tokyo).toMatch(/8:00/);
    const caracas = formatDateTime(at, 'en', 'medium', 'America/Caracas');
    expect(caracas).toMatch(/Mar 5, 2026/);
    expect(caracas).toMatch(/7:00\s?PM/);
    expect(formatDateTime(at, 'es', 'medium', other)).toMatch(/GMT[+-]\d+/);
  });

  it('names no zone where the device keeps the same clock', () => {
    expect(formatDateTime(at, 'es', 'medium', device)).not.toMatch(/GMT|UTC/);
    expect(formatDateTime(at, 'es', 'medium')).not.toMatch(/GMT|UTC/);
  });

  it("moves an instant's day with the zone, never an ISO day", () => {
    expect(formatDate(at, 'es', undefined, 'Asia/Tokyo')).toMatch(/6 mar 2026/);
    expect(formatDate('2026-03-05', 'es', undefined, 'Asia/Tokyo')).toMatch(/5 mar 2026/);
    expect(formatDate('2026-03-05', 'es', undefined, 'Pacific/Kiritimati')).toMatch(/5 mar 2026/);
  });
});
