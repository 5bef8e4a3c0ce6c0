import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  billListQuery,
  emptyFilters,
  hasActiveFilters,
  readFilters,
  writeFilters,
} from './bill-filters.ts';

const query = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('sales list filters', () => {
  it('asks for the first page, newest first, with no filter', () => {
    expect(query(billListQuery(emptyFilters('newest')))).toEqual({ per_page: '25', sort: 'newest' });
  });

  it('sends every filter under its API name', () => {
    const filters = {
      q: '  #123 ',
      status: 2,
      payment: 0 as const,
      channel: 'telegram' as const,
      from: '2026-11-01',
      to: '2026-11-22',
      sort: 'pending' as const,
    };
    expect(query(billListQuery(filters, { cursor: 'abc', perPage: 10 }))).toEqual({
      per_page: '10',
      cursor: 'abc',
      q: '#123',
      status: '2',
      payment_status: '0',
      channel: 'telegram',
      from: '2026-11-01',
      to: '2026-11-22',
      sort: 'pending',
    });
  });

  it('turns a range given backwards around', () => {
    const filters = { ...emptyFilters('newest'), from: '2026-11-22', to: '2026-11-01' };
    expect(query(billListQuery(filters))).toMatchObject({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('keeps the filters in the URL and reads them back', () => {
    const filters = {
      ...emptyFilters('pending'),
      q: 'maría',
      status: 1,
      payment: 1 as const,
      channel: 'web' as const,
      from: '2026-10-01',
    };
    const params = writeFilters(filters, 'pending');
    expect(params.has('sort')).toBe(false);
    expect(readFilters(params, 'pending')).toEqual(filters);
  });

  it('ignores what it does not understand in the URL', () => {
    const filters = readFilters(
      new URLSearchParams('status=9&payment=x&channel=fax&from=2026-02-30&to=ayer&sort=random'),
      'newest',
    );
    expect(filters).toEqual(emptyFilters('newest'));
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('a chosen order other than the role default stays in the URL', () => {
    expect(writeFilters({ ...emptyFilters('newest'), sort: 'updated' }, 'newest').get('sort')).toBe(
      'updated',
    );
    expect(readFilters(new URLSearchParams(), 'pending').sort).toBe('pending');
  });

  it('counts the filters set for the phone\'s "Filtros" button, the day range once, the order not at all', () => {
    const none = emptyFilters('newest');
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({ ...none, sort: 'pending' })).toBe(0);
    expect(activeFilterCount({ ...none, status: 2, from: '2026-11-01', to: '2026-11-30' })).toBe(2);
    expect(hasActiveFilters({ ...none, q: 'maría' })).toBe(true);
  });
});
