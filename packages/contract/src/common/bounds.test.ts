import { describe, expect, it } from 'vitest';
import { dashboardQuery, REPORT_MAX_DAYS, rangeQuery, reportBody } from '../sales/bill.ts';
import { dateField, daysInRange, isCalendarDate } from './dates.ts';
import { isPlainText, requiredText } from './fields.ts';
import { INT_MAX, idField, idParam, usdAmount } from './numbers.ts';
import { pageQuery } from './pagination.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('numbers', () => {
  it('keeps ids within PostgreSQL integer', () => {
    expect(idParam.parse('2147483647')).toBe(INT_MAX);
    for (const raw of ['2147483648', '99999999999', '0', '-1', '1.5', 'abc', '1e400']) {
      expect(idParam.safeParse(raw).success, raw).toBe(false);
    }
    expect(idField.safeParse(INT_MAX + 1).success).toBe(false);
  });

  it('bounds paging: per_page, page and the search text', () => {
    expect(pageQuery.parse({})).toMatchObject({ per_page: 25 });
    expect(messages(pageQuery.safeParse({ per_page: '101', page: '99999999999', q: 'a\u0000' }))).toEqual({
      per_page: 'validation.invalid',
      page: 'validation.invalid',
      q: 'validation.characters',
    });
  });

  it('refuses an amount above a million dollars or with a third decimal', () => {
    expect(usdAmount.safeParse(1e12).success).toBe(false);
    expect(usdAmount.safeParse(1.005).success).toBe(false);
    expect(usdAmount.parse(12.5)).toBe(12.5);
    // A JSON body is strict: text is refused.
    expect(usdAmount.safeParse('12.50').success).toBe(false);
  });
});

describe('text', () => {
  it.each([
    ['a NUL byte', 'ab\u0000c'],
    ['a lone high surrogate', 'ab\ud800c'],
    ['a lone low surrogate at the end', 'abc\udc00'],
  ])('refuses %s', (_, text) => {
    expect(isPlainText(text)).toBe(false);
    expect(messages(requiredText().safeParse(text))).toEqual({ '': 'validation.characters' });
  });

  it('accepts accents, emoji (a surrogate pair) and line breaks', () => {
    expect(isPlainText('Peña 😀\nniño')).toBe(true);
  });
});

describe('dates', () => {
  it('accepts only days of the calendar within the supported years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const day of ['2023-02-29', '2024-02-30', '2024-13-01', '2024-1-01', '0001-01-01', '9999-12-31']) {
      expect(dateField.safeParse(day).success, day).toBe(false);
    }
  });

  it('counts both ends of a range', () => {
    expect(daysInRange('2024-01-01', '2024-01-01')).toBe(1);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('refuses a reversed range and one longer than the report allows', () => {
    expect(messages(reportBody.safeParse({ initial_date: '2024-03-02', final_date: '2024-03-01' }))).toEqual({
      final_date: 'validation.dateOrder',
    });
    expect(rangeQuery.safeParse({ start_date: '2024-01-01', end_date: '2024-12-31' }).success).toBe(true);
    const tooLong = rangeQuery.safeParse({ start_date: '2024-01-01', end_date: '2025-01-01' });
    expect(messages(tooLong)).toEqual({ end_date: 'validation.dateRange' });
    expect(tooLong.error?.issues[0]).toMatchObject({ params: { maximum: REPORT_MAX_DAYS.dashboard } });
  });
});

describe('dashboardQuery', () => {
  it('takes no dates, or both within the dashboard’s longest range', () => {
    expect(dashboardQuery.parse({})).toEqual({});
    expect(messages(dashboardQuery.safeParse({ start_date: '2024-01-01' }))).toEqual({
      end_date: 'validation.required',
    });
    const tooLong = dashboardQuery.safeParse({ start_date: '0001-01-01', end_date: '9999-12-31' });
    expect(messages(tooLong)).toEqual({ start_date: 'validation.date', end_date: 'validation.date' });
    const overAYear = dashboardQuery.safeParse({ start_date: '2024-01-01', end_date: '2025-06-01' });
    expect(overAYear.error?.issues[0]).toMatchObject({
      message: 'validation.dateRange',
      params: { maximum: REPORT_MAX_DAYS.dashboard },
    });
  });
});
