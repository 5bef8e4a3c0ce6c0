/**
 * The price of a shipment: one function for the server, the quote screen, the storefront and
 * the chat bot. Everything is integer cents; percentages are hundredths of a percent (basis
 * points: 12.5 % = 1250).
 *
 * - Route mode: the percentage of the order subtotal of the most specific route that matches
 *   the store (origin) and the shopper (destination). A route names a country and optionally a
 *   state and a city; it matches a place when every part it names equals the place's. A city
 *   beats a state, a state beats a country (on the destination first, then on the origin); on
 *   a tie the earlier route wins. No match: the company does not offer the shipment.
 * - Geolocation mode: max(minimum rate, km × rate per km) over the great-circle (haversine)
 *   distance from the store's coordinates to the shopper's, the distance rounded to 0.01 km.
 *   No coordinates on either side: not offered.
 * - Then the company's fee is added; each step is rounded to the cent (half up).
 */

export type Place = { country_id: number | null; state_id?: number | null; city_id?: number | null };
export type Coordinates = { latitude: number; longitude: number };

export type RouteRate = {
  id?: number;
  origin: Place;
  destination: Place;
  /** Hundredths of a percent, 1…10000. */
  percentage_bp: number;
};

export type Tariff =
  | { mode: 'route'; routes: readonly RouteRate[]; fee_cents: number }
  | { mode: 'geolocation'; rate_per_km_cents: number; min_rate_cents: number; fee_cents: number };

export type ShipmentContext = {
  subtotal_cents: number;
  /** The store's place and the shopper's (route mode). */
  origin?: Place | null;
  destination?: Place | null;
  /** The store's coordinates and the shopper's (geolocation mode). */
  from?: Coordinates | null;
  to?: Coordinates | null;
};

export type ShipmentPrice = {
  price_cents: number;
  fee_cents: number;
  /** Route mode: the route that priced it. */
  route?: RouteRate;
  /** Geolocation mode: the distance, rounded to 0.01 km. */
  km?: number;
};

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine), unrounded. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance as shipments record it: km rounded to 0.01. */
export const distanceKm = (a: Coordinates, b: Coordinates): number =>
  Math.round(haversineKm(a, b) * 100) / 100;

/** A percentage as typed (12.5) in basis points (1250). */
export const percentageToBp = (percentage: number): number => Math.round(percentage * 100);
export const bpToPercentage = (bp: number): number => bp / 100;

/** How specific a place is: 3 city, 2 state, 1 country, 0 nothing. */
const level = (p: Place): number =>
  p.city_id != null ? 3 : p.state_id != null ? 2 : p.country_id != null ? 1 : 0;

/** Whether a route's place (its named parts) covers the actual place. */
function covers(route: Place, actual: Place | null | undefined): boolean {
  if (!actual || route.country_id == null || route.country_id !== actual.country_id) return false;
  if (route.state_id != null && route.state_id !== actual.state_id) return false;
  if (route.city_id != null && route.city_id !== actual.city_id) return false;
  return true;
}

/** The most specific route from `origin` to `destination`, or null. */
export function matchRoute<R extends RouteRate>(
  routes: readonly R[],
  origin: Place | null | undefined,
  destination: Place | null | undefined,
): R | null {
  let best: R | null = null;
  let bestRank = -1;
  for (const r of routes) {
    if (!covers(r.destination, destination) || !covers(r.origin, origin)) continue;
    const rank = level(r.destination) * 4 + level(r.origin);
    if (rank > bestRank) {
      best = r;
      bestRank = rank;
    }
  }
  return best;
}

/** The percentage of the subtotal, rounded to the cent. */
export const routePriceCents = (subtotalCents: number, percentageBp: number): number =>
  Math.round((Math.max(0, subtotalCents) * Math.max(0, percentageBp)) / 10_000);

/** max(minimum, km × rate per km), rounded to the cent; `km` is taken to 0.01 km. */
export function geolocationPriceCents(km: number, ratePerKmCents: number, minRateCents: number): number {
  const hundredths = Math.round(Math.max(0, km) * 100);
  return Math.max(Math.max(0, minRateCents), Math.round((hundredths * Math.max(0, ratePerKmCents)) / 100));
}

/** The shipment's price under `tariff`, fee included, or null when the tariff does not offer it. */
export function shippingPrice(tariff: Tariff, ctx: ShipmentContext): ShipmentPrice | null {
  const fee = Math.max(0, Math.round(tariff.fee_cents));
  if (tariff.mode === 'route') {
    const route = matchRoute(tariff.routes, ctx.origin, ctx.destination);
    if (!route) return null;
    return {
      price_cents: routePriceCents(ctx.subtotal_cents, route.percentage_bp) + fee,
      fee_cents: fee,
      route,
    };
  }
  if (!ctx.from || !ctx.to) return null;
  const km = distanceKm(ctx.from, ctx.to);
  return {
    price_cents: geolocationPriceCents(km, tariff.rate_per_km_cents, tariff.min_rate_cents) + fee,
    fee_cents: fee,
    km,
  };
}
