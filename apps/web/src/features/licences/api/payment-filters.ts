import { LICENCE_STATUS_IDS, type LicenceStatus } from '@vitrina/contract';
import { dayFromAddress, idFromAddress, listRequestParams, setDayRange } from '#web/lib/list-filters.ts';

/** What the licence sales list shows; kept in the URL so coming back from a payment restores it. */
export type PaymentFilters = {
  /** Store, owner or reference. */
  q: string;
  status: LicenceStatus | null;
  planId: number | null;
  /** ISO days, '' for no bound. */
  from: string;
  to: string;
};

export const PAYMENTS_PER_PAGE = 25;

export const EMPTY_PAYMENT_FILTERS: PaymentFilters = { q: '', status: null, planId: null, from: '', to: '' };

/** The filters of a list URL; anything unknown or malformed is ignored. */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = Number(params.get('status'));
  return {
    q: params.get('q') ?? '',
    status: (LICENCE_STATUS_IDS as number[]).includes(status) ? (status as LicenceStatus) : null,
    planId: idFromAddress(params.get('plan')),
    from: dayFromAddress(params.get('from')),
    to: dayFromAddress(params.get('to')),
  };
}

/** The list URL's query for `filters`: only what is set. */
export function writePaymentFilters(filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.planId !== null) params.set('plan', String(filters.planId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export function hasPaymentFilters(filters: PaymentFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.status !== null ||
    filters.planId !== null ||
    filters.from !== '' ||
    filters.to !== ''
  );
}

/** The query of GET payments/payments (contract's paymentListQuery). */
export function paymentListQuery(
  filters: PaymentFilters,
  page: { cursor?: string; perPage?: number } = {},
): string {
  const params = listRequestParams(page, PAYMENTS_PER_PAGE, filters.q);
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.planId !== null) params.set('plan_id', String(filters.planId));
  setDayRange(params, filters);
  return params.toString();
}
