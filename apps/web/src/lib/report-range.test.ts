import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './csv-download.ts';
import { daysIn, readReportRange } from './report-range.ts';

const today = new Date(2026, 10, 22, 10);

describe('report range', () => {
  it('is this month so far by default', () => {
    expect(readReportRange(new URLSearchParams(), today)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('takes the days in the URL, in order', () => {
    expect(readReportRange(new URLSearchParams('from=2026-10-31&to=2026-10-01'), today)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(readReportRange(new URLSearchParams('from=2026-10-01&to=nope'), today).from).toBe('2026-11-01');
  });

  it('counts the days with both ends', () => {
    expect(daysIn({ from: '2026-11-01', to: '2026-11-22' })).toBe(22);
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});

describe('downloaded file name', () => {
  it('comes from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="ventas-2026-11-01-a-2026-11-22.csv"', 'x.csv')).toBe(
      'ventas-2026-11-01-a-2026-11-22.csv',
    );
    expect(fileNameFrom("attachment; filename*=UTF-8''ventas%20nov.csv", 'x.csv')).toBe('ventas nov.csv');
    expect(fileNameFrom('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
  });

  it('falls back when the header says nothing', () => {
    expect(fileNameFrom(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFrom('attachment', 'x.csv')).toBe('x.csv');
  });
});
