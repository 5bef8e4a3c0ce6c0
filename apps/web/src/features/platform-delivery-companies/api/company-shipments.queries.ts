import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Page,
  page,
  type ShipmentRow,
  type ShipmentTotals,
  shipmentRowSchema,
  shipmentTotalsSchema,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { EMPTY_SHIPMENT_FILTERS, shipmentListQuery } from '#web/lib/shipment-filters.ts';
import { deliveryCompanyKeys } from './company-admin.queries.ts';

const shipmentPage = page(shipmentRowSchema);
/** Per page of the company's latest shipments on its details. */
export const COMPANY_SHIPMENTS_PER_PAGE = 10;

/** GET admin/deliver/{id}/shipments: count, delivered, earned, settled, unsettled and cash collected. */
export function useCompanyShipmentTotals(id: number) {
  return useQuery<ShipmentTotals>({
    queryKey: [...deliveryCompanyKeys.detail(id), 'shipmentTotals'],
    queryFn: ({ signal }) =>
      apiRequest(`admin/deliver/${id}/shipments`, { schema: shipmentTotalsSchema, signal }),
  });
}

/** GET admin/deliver/{id}/delivery: one page (keyset cursor) of the company's shipments, newest first. */
export function useCompanyShipments(id: number, cursor: string | undefined) {
  return useQuery<Page<ShipmentRow>>({
    queryKey: [...deliveryCompanyKeys.detail(id), 'shipments', cursor ?? null],
    queryFn: ({ signal }) =>
      apiRequest(
        `admin/deliver/${id}/delivery?${shipmentListQuery(EMPTY_SHIPMENT_FILTERS, { cursor, perPage: COMPANY_SHIPMENTS_PER_PAGE })}`,
        { schema: shipmentPage, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
