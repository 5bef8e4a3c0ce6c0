import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Page,
  page,
  type Shipment,
  type ShipmentRow,
  shipmentRowSchema,
  shipmentSchema,
} from '@vitrina/contract';
import { apiRequest } from './api-client.ts';
import { queryKeysFactory } from './query-keys.ts';
import { type ShipmentFilters, shipmentListQuery } from './shipment-filters.ts';

/**
 * Whose shipments: the signed-in delivery company's (`deliver/delivery`) or the store's
 * (`delivery`, every company it ships with). Same rows, same columns.
 */
export type ShipmentSide = 'company' | 'store';

const base = (side: ShipmentSide) => (side === 'company' ? 'deliver/delivery' : 'delivery');

export const shipmentKeys = queryKeysFactory('shipments');

const shipmentPage = page(shipmentRowSchema);

export function useShipments(side: ShipmentSide, filters: ShipmentFilters, cursor: string | undefined) {
  return useQuery<Page<ShipmentRow>>({
    queryKey: shipmentKeys.list(side, filters, cursor ?? null),
    queryFn: ({ signal }) =>
      apiRequest(`${base(side)}?${shipmentListQuery(filters, { cursor })}`, { schema: shipmentPage, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useShipment(side: ShipmentSide, id: number) {
  return useQuery<Shipment>({
    queryKey: shipmentKeys.detail(side, id),
    queryFn: ({ signal }) => apiRequest(`${base(side)}/${id}`, { schema: shipmentSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5_000,
  });
}
