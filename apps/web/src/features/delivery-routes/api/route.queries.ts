import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type DeliveryRoute,
  type DeliveryRouteBody,
  deliveryRouteSchema,
  type QuoteBody,
  type QuoteReply,
  quoteReply,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory, useInvalidateEntity } from '#web/lib/query-keys.ts';

/**
 * Whose routes: the delivery company's (`deliver/price`) or the store's own, for its own
 * couriers (`deliveryprices`). Same shape, same table and dialog.
 */
export type RouteSide = 'company' | 'store';
const prefix: Record<RouteSide, string> = { company: 'deliver/price', store: 'deliveryprices' };

export const routeKeys = queryKeysFactory('deliveryRoutes');
const quoteKeys = queryKeysFactory('deliveryQuote');

export function useRoutes(side: RouteSide) {
  return useQuery<DeliveryRoute[]>({
    queryKey: routeKeys.list(side),
    queryFn: () => apiRequest(prefix[side], { schema: z.array(deliveryRouteSchema) }),
  });
}

function useInvalidate() {
  // A route changes every quote the simulator showed.
  return useInvalidateEntity(routeKeys, quoteKeys.all);
}

export function useCreateRoute(side: RouteSide) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DeliveryRouteBody) =>
      apiRequest(prefix[side], { method: 'POST', body, schema: deliveryRouteSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateRoute(side: RouteSide) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeliveryRouteBody }) =>
      apiRequest(`${prefix[side]}/${id}`, { method: 'PATCH', body, schema: deliveryRouteSchema }),
    onSuccess: (route) => invalidate(route.id),
  });
}

export function useDeleteRoute(side: RouteSide) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`${prefix[side]}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidate(id),
  });
}

/** POST delivery/quote: every offer for one destination and subtotal (the store's simulator). */
export function useQuote(body: QuoteBody | null) {
  return useQuery<QuoteReply>({
    queryKey: quoteKeys.detail(body),
    queryFn: ({ signal }) =>
      apiRequest('delivery/quote', { method: 'POST', body: body ?? {}, schema: quoteReply, signal }),
    enabled: body !== null,
  });
}
