import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRate,
  formatTime,
  usd,
  ves,
  weekdayName,
} from './format.ts';

// Intl puts a no-break space between an amount and its currency.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('money as people read it', () => {
  it('writes cents with exactly two fraction digits, as the panel writes Spanish', () => {
    expect(usd(123450)).toBe(nb('1234,50 US$'));
    expect(usd(5)).toBe(nb('0,05 US$'));
    expect(usd(1200)).toBe(nb('12,00 US$'));
    expect(ves(1234567850)).toBe(nb('Bs. 12.345.678,50'));
    expect(formatMoney(-250)).toBe(nb('-2,50 US$'));
  });

  it('writes each language its own way', () => {
    expect(usd(123450, 'en')).toBe(nb('US$ 1,234.50'));
    expect(formatMoney(1200, 'USD', 'en')).toBe(nb('US$ 12.00'));
    expect(ves(123450, 'en')).toBe(nb('Bs. 1,234.50'));
  });

  it('writes a dollar rate with up to four fraction digits', () => {
    expect(formatRate(36.5)).toBe('36,5');
    expect(formatRate(36.12345)).toBe('36,1235');
    expect(formatRate(40)).toBe('40');
    expect(formatRate(1234.5, 'en')).toBe('1,234.5');
  });

  it('writes a CSV amount as a plain number with a point', () => {
    expect(csvAmount(123450)).toBe('1234.50');
    expect(csvAmount(5)).toBe('0.05');
  });
});

describe('dates as people read them', () => {
  // 20:30 on Saturday in Caracas, already Sunday in UTC.
  const at = new Date('2026-03-15T00:30:00Z');
  const timeZone = 'America/Caracas';

  it('writes the day and time of the given time zone', () => {
    expect(formatDate(at, { timeZone })).toBe('14 de marzo de 2026');
    expect(formatDateTime(at, { timeZone, style: 'full' })).toBe('sábado, 14 de marzo de 2026, 20:30');
    expect(formatDateTime(at, { timeZone, style: 'medium', lang: 'en' })).toMatch(/^Mar 14, 2026, 8:30\sPM$/);
    expect(formatDate(at.toISOString(), { timeZone: 'UTC', style: 'short', lang: 'en' })).toBe('3/15/26');
  });

  it('writes a time of day on a 24-hour clock', () => {
    expect(formatTime(at, { timeZone })).toBe('20:30');
    expect(formatTime(new Date('2026-03-15T13:05:00Z'), { timeZone })).toBe('09:05');
  });

  it('names the weekdays from Sunday', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d))).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
    ]);
    expect(weekdayName(3, 'en')).toBe('Wednesday');
  });
});
