import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Dealer,
  dealerSchema,
  type ShipmentReport,
  shipmentReply,
  shipmentReportSchema,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { fetchRangeReport } from '#web/lib/report-range.ts';
import { shipmentKeys } from '#web/lib/shipment.queries.ts';

/** Keys of other features' queries this one refreshes (features stay apart: same names, same keys). */
const dealerKeys = queryKeysFactory('dealers');
/** The store's sale shows the courier and the proof. */
const billKeys = queryKeysFactory('bills');

/** The company's couriers (the couriers screen's query and cache: `dealers`, `list`, `company`). */
export function useCompanyCouriers() {
  return useQuery<Dealer[]>({
    queryKey: dealerKeys.list('company'),
    queryFn: () => apiRequest('deliver/dealer', { schema: z.array(dealerSchema) }),
  });
}

/** One step of the company on a shipment, with what it needs. */
export type ShipmentStep =
  | { action: 'verify'; id: number; dealerId: number }
  | { action: 'pickup'; id: number }
  | { action: 'deliver'; id: number; photo: File; note: string }
  | { action: 'collect'; id: number }
  | { action: 'pay'; id: number; billId: number };

function sendStep(step: ShipmentStep) {
  const url = `deliver/delivery/${step.id}`;
  switch (step.action) {
    case 'verify':
      return apiRequest(`${url}/verify`, {
        method: 'POST',
        body: { dealer_id: step.dealerId },
        schema: shipmentReply,
      });
    case 'pickup':
      return apiRequest(`${url}/pickup`, { method: 'POST', schema: shipmentReply });
    case 'deliver': {
      const form = new FormData();
      form.append('note', step.note);
      form.append('image', step.photo);
      return apiRequest(`${url}/deliver`, { method: 'POST', body: form, schema: shipmentReply });
    }
    case 'collect':
      return apiRequest(`${url}/collect`, { method: 'POST', schema: shipmentReply });
    case 'pay':
      return apiRequest(`delivery/pay/${step.billId}`, { method: 'PATCH', schema: shipmentReply });
  }
}

/**
 * The company's steps: the reply is the shipment as it is now. Refused (409) or failed, what is
 * on screen may be stale, so the shipment and the lists are read again either way.
 */
export function useShipmentStep() {
  const queryClient = useQueryClient();
  const refresh = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: shipmentKeys.detail('company', id) }),
      queryClient.invalidateQueries({ queryKey: shipmentKeys.extend('report') }),
      queryClient.invalidateQueries({ queryKey: billKeys.all }),
    ]);
  return useMutation({
    mutationFn: sendStep,
    onSuccess: (reply) => {
      queryClient.setQueryData(shipmentKeys.detail('company', reply.data.id), reply.data);
      return refresh(reply.data.id);
    },
    onError: (_error, step) => refresh(step.id),
  });
}

/** POST deliver/report: the company's shipments of a range of sale days. */
export function useShipmentReport(range: DateRange) {
  return useQuery<ShipmentReport>({
    queryKey: shipmentKeys.extend('report', range.from, range.to),
    queryFn: ({ signal }) => fetchRangeReport('deliver/report', shipmentReportSchema, range, signal),
  });
}
