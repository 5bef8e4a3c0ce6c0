import type { CartLineInput } from '@vitrina/contract';

/** A cart's lines as the sales module reads them. */
export const asSaleLines = (lines: CartLineInput[]) =>
  lines.map((l) => ({ productId: l.product_id, quantity: l.quantity, extraIds: l.extra_ids }));

/** Where a cart goes, from the storefront's fields: geo ids and/or a point. */
export function destinationOf(b: {
  country_id?: number;
  state_id?: number;
  city_id?: number;
  latitude?: number;
  longitude?: number;
}) {
  return {
    destination:
      b.country_id === undefined
        ? undefined
        : { country_id: b.country_id, state_id: b.state_id ?? null, city_id: b.city_id ?? null },
    coordinates:
      b.latitude === undefined || b.longitude === undefined
        ? undefined
        : { latitude: b.latitude, longitude: b.longitude },
  };
}
