import { SHIPMENT_STATES, type ShipmentState } from '@vitrina/contract';
import { dayFromAddress, idFromAddress, listRequestParams, setDayRange } from './list-filters.ts';

/**
 * What a shipments list shows; kept in the URL so coming back from a shipment restores it.
 * `state` is one of the states the screen lists (`null`: all of them); ids are `null` for any.
 */
export type ShipmentFilters = {
  q: string;
  state: ShipmentState | null;
  storeId: number | null;
  dealerId: number | null;
  /** The store's lists: one delivery company. */
  companyId: number | null;
  settled: boolean | null;
  /** ISO days, '' for no bound. */
  from: string;
  to: string;
};

export const SHIPMENTS_PER_PAGE = 25;

export const EMPTY_SHIPMENT_FILTERS: ShipmentFilters = {
  q: '',
  state: null,
  storeId: null,
  dealerId: null,
  companyId: null,
  settled: null,
  from: '',
  to: '',
};

/**
 * Which states a list shows: the company's lists show one state at a time (`fallback` first),
 * the store's every state at once (`fallback` null).
 */
export type ShipmentScope = { states: readonly ShipmentState[]; fallback: ShipmentState | null };

export const EVERY_STATE: ShipmentScope = { states: SHIPMENT_STATES, fallback: null };

/** The filters of a list URL; a state the screen does not list, or anything malformed, is ignored. */
export function readShipmentFilters(
  params: URLSearchParams,
  scope: ShipmentScope = EVERY_STATE,
): ShipmentFilters {
  const state = params.get('state');
  const settled = params.get('settled');
  return {
    q: params.get('q') ?? '',
    state: (scope.states as readonly string[]).includes(state ?? '')
      ? (state as ShipmentState)
      : scope.fallback,
    storeId: idFromAddress(params.get('store')),
    dealerId: idFromAddress(params.get('courier')),
    companyId: idFromAddress(params.get('company')),
    settled: settled === 'true' ? true : settled === 'false' ? false : null,
    from: dayFromAddress(params.get('from')),
    to: dayFromAddress(params.get('to')),
  };
}

/** The list URL's query for `filters`: only what differs from the screen's defaults. */
export function writeShipmentFilters(
  filters: ShipmentFilters,
  scope: ShipmentScope = EVERY_STATE,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.state && filters.state !== scope.fallback) params.set('state', filters.state);
  if (filters.storeId !== null) params.set('store', String(filters.storeId));
  if (filters.dealerId !== null) params.set('courier', String(filters.dealerId));
  if (filters.companyId !== null) params.set('company', String(filters.companyId));
  if (filters.settled !== null) params.set('settled', String(filters.settled));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** Whether anything narrows the list beyond the screen's own state. */
export function hasShipmentFilters(filters: ShipmentFilters, scope: ShipmentScope = EVERY_STATE): boolean {
  return writeShipmentFilters({ ...filters, q: filters.q.trim() }, scope).size > 0;
}

/** The filters a "clear" leaves: the screen's own state only. */
export function clearedShipmentFilters(scope: ShipmentScope = EVERY_STATE): ShipmentFilters {
  return { ...EMPTY_SHIPMENT_FILTERS, state: scope.fallback };
}

/** The query of GET deliver/delivery (the company) or GET delivery (the store). */
export function shipmentListQuery(
  filters: ShipmentFilters,
  page: { cursor?: string; perPage?: number } = {},
): string {
  const params = listRequestParams(page, SHIPMENTS_PER_PAGE, filters.q);
  if (filters.state) params.set('state', filters.state);
  if (filters.storeId !== null) params.set('store_id', String(filters.storeId));
  if (filters.dealerId !== null) params.set('dealer_id', String(filters.dealerId));
  if (filters.companyId !== null) params.set('company_id', String(filters.companyId));
  if (filters.settled !== null) params.set('settled', String(filters.settled));
  setDayRange(params, filters);
  return params.toString();
}
