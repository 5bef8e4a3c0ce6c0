import {
  bpToPercentage,
  distanceKm,
  pickupOffer,
  type QuoteBody,
  type QuoteOffer,
  type QuoteReply,
  type RouteRate,
  shippingPrice,
  type Tariff,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { cityCoordinates } from '#server/modules/geo/geo.service.ts';
import { storeLocation } from '#server/modules/stores/stores.service.ts';
import * as repo from './delivery.repository.ts';
import { deliveryTexts } from './delivery.texts.ts';

const toRate = (r: repo.RouteRow): RouteRate => ({
  id: r.id,
  origin: { country_id: r.originCountryId, state_id: r.originStateId, city_id: r.originCityId },
  destination: {
    country_id: r.destinationCountryId,
    state_id: r.destinationStateId,
    city_id: r.destinationCityId,
  },
  percentage_bp: r.percentageBp,
});

/** Where a quote goes: geo ids and/or a point, and the order's subtotal in cents. */
export type QuoteRequest = {
  subtotal_cents: number;
  destination?: QuoteBody['destination'] | null;
  coordinates?: QuoteBody['coordinates'] | null;
};

/**
 * Every way a shopper can get an order of `storeId` to a place, priced with the contract's
 * shippingPrice: pick-up, the store's own routes, and each active company the store is linked
 * to. For the panel's quote and the storefront's checkout (no principal: the caller scoped it).
 */
export async function quoteForStore(db: DbOrTx, storeId: number, req: QuoteRequest): Promise<QuoteReply> {
  const store = await storeLocation(db, storeId);
  if (!store) throw notFound();
  const destination = req.destination ?? null;
  const to = req.coordinates ?? (await cityCoordinates(destination?.state_id, destination?.city_id));
  const ctx = {
    subtotal_cents: req.subtotal_cents,
    origin: store.place,
    destination,
    from: store.coordinates,
    to,
  };
  const [ownRoutes, companies] = await Promise.all([
    repo.listRoutes(db, { storeId }),
    repo.linkedActiveCompanies(db, storeId),
  ]);
  const companyRoutes = await repo.routesOfCompanies(
    db,
    companies.filter((c) => !c.company.geolocationMode).map((c) => c.company.id),
  );

  const offer = (
    base: Pick<QuoteOffer, 'kind' | 'company_id' | 'name' | 'charged_to_shopper'>,
    tariff: Tariff,
  ): QuoteOffer => {
    const p = shippingPrice(tariff, ctx);
    return {
      ...base,
      mode: tariff.mode,
      available: p !== null,
      price: p === null ? null : fromCents(p.price_cents),
      fee: fromCents(tariff.fee_cents),
      route_id: p?.route?.id ?? null,
      percentage: p?.route ? bpToPercentage(p.route.percentage_bp) : null,
    };
  };

  const offers: QuoteOffer[] = [
    pickupOffer(deliveryTexts.pickup),
    offer(
      { kind: 'store', company_id: null, name: deliveryTexts.ownCouriers, charged_to_shopper: true },
      { mode: 'route', routes: ownRoutes.map(toRate), fee_cents: 0 },
    ),
    ...companies.map(({ company: c }) =>
      offer(
        { kind: 'company', company_id: c.id, name: c.name, charged_to_shopper: c.canCharge },
        c.geolocationMode
          ? {
              mode: 'geolocation',
              rate_per_km_cents: c.ratePerKmCents,
              min_rate_cents: c.minRateCents,
              fee_cents: c.feeCents,
            }
          : {
              mode: 'route',
              routes: companyRoutes.filter((r) => r.companyId === c.id).map(toRate),
              fee_cents: c.feeCents,
            },
      ),
    ),
  ];
  return { distance_km: store.coordinates && to ? distanceKm(store.coordinates, to) : null, offers };
}

/** The panel's quote: the caller's store (a `store_id` sent must be it). */
export function createQuoteService(db: Db) {
  return {
    async quote(principal: Principal, body: QuoteBody): Promise<QuoteReply> {
      const storeId = storeOf(principal);
      if (body.store_id !== undefined && body.store_id !== storeId) throw notFound();
      return quoteForStore(db, storeId, {
        subtotal_cents: toCents(body.subtotal),
        destination: body.destination,
        coordinates: body.coordinates,
      });
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
