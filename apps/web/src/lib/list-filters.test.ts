import { describe, expect, it } from 'vitest';
import { dayFromAddress, idFromAddress, listRequestParams, setDayRange } from './list-filters.ts';

describe("a list's filters in its address and its request", () => {
  it('keeps a real day and drops an impossible or malformed one', () => {
    expect(dayFromAddress('2026-02-28')).toBe('2026-02-28');
    expect(dayFromAddress('2026-02-30')).toBe('');
    expect(dayFromAddress('28/02/2026')).toBe('');
    expect(dayFromAddress(null)).toBe('');
  });

  it('keeps a positive whole id only', () => {
    expect(idFromAddress('42')).toBe(42);
    for (const bad of ['0', '-3', '1.5', 'abc', '', null]) expect(idFromAddress(bad), String(bad)).toBeNull();
  });

  it('starts a request with the page size, the cursor and the trimmed search', () => {
    expect(listRequestParams({}, 25, '  ').toString()).toBe('per_page=25');
    expect(listRequestParams({ cursor: 'abc', perPage: 10 }, 25, ' Olga ').toString()).toBe(
      'per_page=10&cursor=abc&q=Olga',
    );
  });

  it('sends a range given backwards as the days between the two, and one bound alone', () => {
    const params = (from: string, to: string) => {
      const p = new URLSearchParams();
      setDayRange(p, { from, to });
      return p.toString();
    };
    expect(params('2026-03-10', '2026-03-01')).toBe('from=2026-03-01&to=2026-03-10');
    expect(params('2026-03-01', '2026-03-10')).toBe('from=2026-03-01&to=2026-03-10');
    expect(params('', '2026-03-10')).toBe('to=2026-03-10');
    expect(params('', '')).toBe('');
  });
});
