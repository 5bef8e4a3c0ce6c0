import { CHANNELS, type Channel } from '@vitrina/contract';
import { dayFromAddress, listRequestParams, setDayRange } from '#web/lib/list-filters.ts';

export const SALE_SORTS = ['newest', 'pending', 'updated'] as const;
export type SaleSort = (typeof SALE_SORTS)[number];

/** What the sales list shows; kept in the URL so coming back from a sale restores it. */
export type SaleFilters = {
  q: string;
  status: number | null;
  payment: 0 | 1 | null;
  channel: Channel | null;
  /** ISO days, '' for no bound. */
  from: string;
  to: string;
  sort: SaleSort;
};

export const SALES_PER_PAGE = 25;

export function emptyFilters(sort: SaleSort): SaleFilters {
  return { q: '', status: null, payment: null, channel: null, from: '', to: '', sort };
}

/** The filters of a list URL; anything unknown or malformed is ignored. */
export function readFilters(params: URLSearchParams, defaultSort: SaleSort): SaleFilters {
  const status = Number(params.get('status'));
  const payment = params.get('payment');
  const channel = params.get('channel');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    status: Number.isInteger(status) && status >= 1 && status <= 7 ? status : null,
    payment: payment === '0' ? 0 : payment === '1' ? 1 : null,
    channel: (CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as Channel) : null,
    from: dayFromAddress(params.get('from')),
    to: dayFromAddress(params.get('to')),
    sort: (SALE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SaleSort) : defaultSort,
  };
}

/** The list URL's query for `filters`: only what differs from the defaults. */
export function writeFilters(filters: SaleFilters, defaultSort: SaleSort): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.payment !== null) params.set('payment', String(filters.payment));
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  return params;
}

/** How many of the filters bar's filters are set (the day range counts once). */
export function activeFilterCount(filters: SaleFilters): number {
  return [
    filters.status !== null,
    filters.payment !== null,
    filters.channel !== null,
    filters.from !== '' || filters.to !== '',
  ].filter(Boolean).length;
}

export function hasActiveFilters(filters: SaleFilters): boolean {
  return filters.q.trim() !== '' || activeFilterCount(filters) > 0;
}

/** The query of GET bill (ARCHITECTURE.md §4 paging, the filters of the sales list). */
export function billListQuery(
  filters: SaleFilters,
  page: { cursor?: string; perPage?: number } = {},
): string {
  const params = listRequestParams(page, SALES_PER_PAGE, filters.q);
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.payment !== null) params.set('payment_status', String(filters.payment));
  if (filters.channel) params.set('channel', filters.channel);
  setDayRange(params, filters);
  params.set('sort', filters.sort);
  return params.toString();
}
