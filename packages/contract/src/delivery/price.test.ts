import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  geolocationPriceCents,
  haversineKm,
  matchRoute,
  percentageToBp,
  type RouteRate,
  routePriceCents,
  shippingPrice,
} from './price.ts';

// Venezuela 1, Miranda 10 (Chacao 100, Baruta 101), Distrito Capital 11 (Caracas 110), Zulia 12.
const VE = 1;
const chacao = { country_id: VE, state_id: 10, city_id: 100 };
const baruta = { country_id: VE, state_id: 10, city_id: 101 };
const caracas = { country_id: VE, state_id: 11, city_id: 110 };
const maracaibo = { country_id: VE, state_id: 12, city_id: 120 };

const route = (
  id: number,
  destination: RouteRate['destination'],
  percentage: number,
  origin = { country_id: VE },
) => ({
  id,
  origin,
  destination,
  percentage_bp: percentageToBp(percentage),
});

const routes = [
  route(1, { country_id: VE }, 15),
  route(2, { country_id: VE, state_id: 10 }, 8),
  route(3, { country_id: VE, state_id: 10, city_id: 101 }, 5),
];

describe('shipping price, worked examples', () => {
  it('route mode: city beats state beats country, plus the fee', () => {
    const tariff = { mode: 'route' as const, routes, fee_cents: 150 };
    // 42.50 USD to Baruta: 5 % = 2.125 → 2.13, + 1.50 fee = 3.63.
    expect(
      shippingPrice(tariff, { subtotal_cents: 4250, origin: chacao, destination: baruta }),
    ).toMatchObject({
      price_cents: 363,
      route: { id: 3 },
    });
    // To Chacao (Miranda, no city route): 8 % of 42.50 = 3.40 + 1.50 = 4.90.
    expect(
      shippingPrice(tariff, { subtotal_cents: 4250, origin: chacao, destination: chacao })?.price_cents,
    ).toBe(490);
    // To Maracaibo (only the country's): 15 % = 6.375 → 6.38 + 1.50 = 7.88.
    expect(
      shippingPrice(tariff, { subtotal_cents: 4250, origin: chacao, destination: maracaibo })?.price_cents,
    ).toBe(788);
    // Abroad: not offered.
    expect(
      shippingPrice(tariff, { subtotal_cents: 4250, origin: chacao, destination: { country_id: 2 } }),
    ).toBeNull();
  });

  it('route mode: the origin must match too, and a more specific origin wins a tie', () => {
    const fromMiranda = route(4, { country_id: VE, state_id: 11 }, 3, {
      country_id: VE,
      state_id: 10,
    } as never);
    const anywhere = route(5, { country_id: VE, state_id: 11 }, 9);
    expect(matchRoute([anywhere, fromMiranda], chacao, caracas)?.id).toBe(4);
    expect(matchRoute([anywhere, fromMiranda], maracaibo, caracas)?.id).toBe(5);
    expect(matchRoute([fromMiranda], maracaibo, caracas)).toBeNull();
    expect(matchRoute(routes, null, caracas)).toBeNull();
  });

  it('geolocation mode: max(minimum, km × rate) over the great-circle distance, plus the fee', () => {
    // Chacao to Plaza Venezuela, about 4.9 km.
    const from = { latitude: 10.4994, longitude: -66.844 };
    const to = { latitude: 10.4966, longitude: -66.8866 };
    const km = distanceKm(from, to);
    expect(km).toBeCloseTo(4.67, 1);
    const tariff = {
      mode: 'geolocation' as const,
      rate_per_km_cents: 60,
      min_rate_cents: 200,
      fee_cents: 50,
    };
    // 4.67 km × 0.60 = 2.80 (≥ the 2.00 minimum) + 0.50 = 3.30.
    expect(shippingPrice(tariff, { subtotal_cents: 1000, from, to })).toEqual({
      price_cents: Math.round(km * 60) + 50,
      fee_cents: 50,
      km,
    });
    // Next door: the minimum.
    expect(shippingPrice(tariff, { subtotal_cents: 1000, from, to: from })?.price_cents).toBe(250);
    // Without the shopper's coordinates: not offered.
    expect(shippingPrice(tariff, { subtotal_cents: 1000, from, to: null })).toBeNull();
  });

  it('measures known distances', () => {
    // Caracas → Maracaibo, about 520 km as the crow flies.
    const d = haversineKm(
      { latitude: 10.4806, longitude: -66.9036 },
      { latitude: 10.6427, longitude: -71.6125 },
    );
    expect(d).toBeGreaterThan(510);
    expect(d).toBeLessThan(530);
    expect(geolocationPriceCents(12.345, 100, 0)).toBe(1235);
    expect(routePriceCents(999, 1250)).toBe(125);
  });
});

const coords = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
const cents = (max: number) => fc.integer({ min: 0, max });

describe('shipping price, properties', () => {
  it('is never negative and is an integer number of cents', () => {
    fc.assert(
      fc.property(
        coords,
        coords,
        cents(100_000),
        cents(1_000_000),
        cents(100_000),
        (from, to, rate, min, fee) => {
          const p = shippingPrice(
            { mode: 'geolocation', rate_per_km_cents: rate, min_rate_cents: min, fee_cents: fee },
            { subtotal_cents: 0, from, to },
          );
          expect(p).not.toBeNull();
          expect(Number.isInteger(p!.price_cents)).toBe(true);
          expect(p!.price_cents).toBeGreaterThanOrEqual(Math.max(min, 0) + fee);
        },
      ),
    );
    fc.assert(
      fc.property(
        cents(100_000_000),
        fc.integer({ min: 1, max: 10_000 }),
        cents(100_000),
        (subtotal, bp, fee) => {
          const p = shippingPrice(
            { mode: 'route', routes: [route(1, { country_id: VE }, bp / 100)], fee_cents: fee },
            { subtotal_cents: subtotal, origin: chacao, destination: caracas },
          );
          expect(p!.price_cents).toBeGreaterThanOrEqual(fee);
          expect(p!.price_cents).toBeLessThanOrEqual(subtotal + fee);
          expect(Number.isInteger(p!.price_cents)).toBe(true);
        },
      ),
    );
  });

  it('never costs less for a longer distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        cents(100_000),
        cents(100_000),
        (a, b, rate, min) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(geolocationPriceCents(far, rate, min)).toBeGreaterThanOrEqual(
            geolocationPriceCents(near, rate, min),
          );
        },
      ),
    );
  });

  it('prices by the most specific matching route, whatever the order of the routes', () => {
    const place = fc.record({
      country_id: fc.constantFrom(1, 2),
      state_id: fc.constantFrom(10, 11, null),
      city_id: fc.constantFrom(100, 101, null),
    });
    const actual = fc.record({
      country_id: fc.constantFrom(1, 2),
      state_id: fc.constantFrom(10, 11),
      city_id: fc.constantFrom(100, 101),
    });
    fc.assert(
      fc.property(
        fc.array(place, { maxLength: 8 }),
        actual,
        fc.integer({ min: 1, max: 10_000 }),
        (destinations, where, bp) => {
          const list = destinations.map((d, i) => ({
            id: i + 1,
            origin: { country_id: 1 },
            destination: d,
            percentage_bp: bp,
          }));
          const found = matchRoute(list, { country_id: 1 }, where);
          const matching = list.filter(
            (r) =>
              r.destination.country_id === where.country_id &&
              (r.destination.state_id == null || r.destination.state_id === where.state_id) &&
              (r.destination.city_id == null || r.destination.city_id === where.city_id),
          );
          if (matching.length === 0) {
            expect(found).toBeNull();
            return;
          }
          const lvl = (p: (typeof list)[number]['destination']) =>
            p.city_id != null ? 3 : p.state_id != null ? 2 : 1;
          expect(found).not.toBeNull();
          expect(lvl(found!.destination)).toBe(Math.max(...matching.map((r) => lvl(r.destination))));
          // Reversed, a route just as specific is found.
          expect(lvl(matchRoute([...list].reverse(), { country_id: 1 }, where)!.destination)).toBe(
            lvl(found!.destination),
          );
        },
      ),
    );
  });
});
