import { LICENCE_STATUS_IDS, type LicenceStatus } from '@vitrina/contract';
import { fromIsoDate } from '../../../lib/dates.ts';

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

const validDay = (text: string | null) => (text && fromIsoDate(text) ? text : '');
const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
};

/** The filters of a list URL; anything unknown or malformed is ignored. */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = Number(params.get('status'));
  return {
    q: params.get('q') ?? '',
    status: (LICENCE_STATUS_IDS as number[]).includes(status) ? (status as LicenceStatus) : null,
    planId: positiveId(params.get('plan')),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
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
  const params = new URLSearchParams();
  params.set('per_page', String(page.perPage ?? PAYMENTS_PER_PAGE));
  if (page.cursor) params.set('cursor', page.cursor);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.planId !== null) params.set('plan_id', String(filters.planId));
  // A range given backwards still means the days between the two.
  const [from, to] =
    filters.from && filters.to && filters.from > filters.to
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params.toString();
}
