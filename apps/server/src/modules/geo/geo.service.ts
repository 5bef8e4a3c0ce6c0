import type { City, Country, State } from '@vitrina/contract';
import { notFound } from '../../lib/errors.ts';
import * as repo from './geo.repository.ts';

export type Location = { countryId?: number | null; stateId?: number | null; cityId?: number | null };

/**
 * The first field of a location that does not fit, or null when all fit: the state must
 * belong to the country and the city to the state; a state needs its country, a city its
 * state. Missing parts are allowed (a store may give only its country).
 */
export async function invalidLocationField(
  loc: Location,
): Promise<'country_id' | 'state_id' | 'city_id' | null> {
  const { countryIds, countryOfState } = await repo.regions();
  if (loc.countryId != null && !countryIds.has(loc.countryId)) return 'country_id';
  if (loc.stateId != null) {
    if (loc.countryId == null || countryOfState.get(loc.stateId) !== loc.countryId) return 'state_id';
  }
  if (loc.cityId != null) {
    if (loc.stateId == null || (await repo.cities()).stateOfCity.get(loc.cityId) !== loc.stateId)
      return 'city_id';
  }
  return null;
}

/** True when the state belongs to the country and the city to the state (for the store module). */
export async function isValidLocation(loc: Location): Promise<boolean> {
  return (await invalidLocationField(loc)) === null;
}

export function createGeoService() {
  return {
    async countries(): Promise<Country[]> {
      return (await repo.regions()).countries;
    },

    async states(countryId: number): Promise<State[]> {
      const states = (await repo.regions()).statesByCountry.get(countryId);
      if (!states) throw notFound();
      return states;
    },

    async cities(stateId: number): Promise<City[]> {
      if (!(await repo.regions()).countryOfState.has(stateId)) throw notFound();
      return (await repo.cities()).citiesByState.get(stateId) ?? [];
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
