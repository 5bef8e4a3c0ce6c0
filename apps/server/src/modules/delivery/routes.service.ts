import {
  bpToPercentage,
  type DeliveryRoute,
  type DeliveryRouteBody,
  type DeliveryRoutePatch,
  percentageToBp,
} from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { invalid, notFound } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { companyOf, storeOf } from '#server/lib/tenancy.ts';
import { fieldError } from '#server/lib/validation.ts';
import { deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import { invalidLocationField, placeName } from '#server/modules/geo/geo.service.ts';
import * as repo from './delivery.repository.ts';
import { deliveryTexts } from './delivery.texts.ts';

/** A route's own fields, as its body would set them. */
const fromRow = (row: repo.RouteRow) =>
  ({
    origin_country_id: row.originCountryId,
    origin_state_id: row.originStateId,
    origin_city_id: row.originCityId,
    destination_country_id: row.destinationCountryId,
    destination_state_id: row.destinationStateId,
    destination_city_id: row.destinationCityId,
    percentage: bpToPercentage(row.percentageBp),
  }) satisfies DeliveryRouteBody;

export async function toRoute(row: repo.RouteRow): Promise<DeliveryRoute> {
  const origin = { countryId: row.originCountryId, stateId: row.originStateId, cityId: row.originCityId };
  const destination = {
    countryId: row.destinationCountryId,
    stateId: row.destinationStateId,
    cityId: row.destinationCityId,
  };
  return {
    id: row.id,
    ...fromRow(row),
    origin_name: await placeName(origin),
    destination_name: await placeName(destination),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Checks both places against the shipped geo data; answers the table's values. */
async function toValues(b: DeliveryRouteBody) {
  for (const side of ['origin', 'destination'] as const) {
    const bad = await invalidLocationField({
      countryId: b[`${side}_country_id`],
      stateId: b[`${side}_state_id`],
      cityId: b[`${side}_city_id`],
    });
    if (bad) throw invalid(fieldError(`${side}_${bad}`, 'invalid'));
  }
  return {
    originCountryId: b.origin_country_id,
    originStateId: b.origin_state_id ?? null,
    originCityId: b.origin_city_id ?? null,
    destinationCountryId: b.destination_country_id,
    destinationStateId: b.destination_state_id ?? null,
    destinationCityId: b.destination_city_id ?? null,
    percentageBp: percentageToBp(b.percentage),
  };
}

/** The same route (owner, origin, destination) twice is refused by the unique index: a 422. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid({ destination_country_id: [deliveryTexts.routeDuplicate] });
    throw err;
  }
}

/** Shipping routes of the caller's tenant: `owner` picks a company's or a store's. */
function routesOf(db: Db, owner: (principal: Principal) => repo.RouteOwner) {
  return {
    async list(principal: Principal): Promise<DeliveryRoute[]> {
      return Promise.all((await repo.listRoutes(db, owner(principal))).map(toRoute));
    },
    async create(principal: Principal, body: DeliveryRouteBody): Promise<DeliveryRoute> {
      const mine = owner(principal);
      const values = await toValues(body);
      return toRoute(await unique(() => repo.insertRoute(db, mine, values)));
    },
    async update(principal: Principal, id: number, body: DeliveryRoutePatch): Promise<DeliveryRoute> {
      const mine = owner(principal);
      const row = await repo.findRoute(db, mine, id);
      if (!row) throw notFound();
      // A patch is checked as the whole route it leaves: a new state must fit the country kept.
      const values = await toValues({ ...fromRow(row), ...body });
      const updated = await unique(() => repo.updateRoute(db, mine, id, values));
      if (!updated) throw notFound();
      return toRoute(updated);
    },
    async remove(principal: Principal, id: number): Promise<void> {
      const mine = owner(principal);
      await db.transaction(async (tx) => {
        const row = await repo.deleteRoute(tx, mine, id);
        if (!row) throw notFound();
        const route = await toRoute(row);
        await recordAudit(tx, {
          actor: principal,
          kind: 'route.delete',
          entity: 'route',
          entityId: id,
          storeId: row.storeId,
          changes: deletedFields(route, ['origin_name', 'destination_name', 'percentage']),
        });
      });
    },
  };
}

/** A delivery company's routes (`deliver/price`). */
export const createCompanyRoutesService = (db: Db) =>
  routesOf(db, (principal) => ({ companyId: companyOf(principal) }));
/** A store's own routes for its own couriers (`deliveryprices`). */
export const createStoreRoutesService = (db: Db) =>
  routesOf(db, (principal) => ({ storeId: storeOf(principal) }));
export type RoutesService = ReturnType<typeof createCompanyRoutesService>;
