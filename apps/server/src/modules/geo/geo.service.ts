import { type City, type Country, distanceKm, type State } from '@vitrina/contract';
import { notFound } from '#server/lib/errors.ts';
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

/** "Chacao, Miranda, Venezuela": a location's names, most specific first ("" when unknown). */
export async function placeName(loc: Location): Promise<string> {
  const { countries, statesByCountry } = await repo.regions();
  const country = countries.find((c) => c.id === loc.countryId);
  const state =
    loc.countryId == null
      ? undefined
      : statesByCountry.get(loc.countryId)?.find((st) => st.id === loc.stateId);
  const city =
    loc.cityId == null || loc.stateId == null
      ? undefined
      : (await repo.cities()).citiesByState.get(loc.stateId)?.find((c) => c.id === loc.cityId);
  return [city?.name, state?.name, country?.name].filter(Boolean).join(', ');
}

/** A city's coordinates from the shipped data, or null. */
export async function cityCoordinates(stateId: number | null | undefined, cityId: number | null | undefined) {
  if (stateId == null || cityId == null) return null;
  const city = (await repo.cities()).citiesByState.get(stateId)?.find((c) => c.id === cityId);
  return city && city.latitude !== null && city.longitude !== null
    ? { latitude: city.latitude, longitude: city.longitude }
    : null;
}

/** A point farther than this from every Venezuelan city of the data is in no place of ours. */
export const NEAREST_PLACE_MAX_KM = 150;
type PlacedCity = {
  country_id: number;
  state_id: number;
  city_id: number;
  latitude: number;
  longitude: number;
};
let venezuelanCities: Promise<PlacedCity[]> | undefined;
async function loadVenezuelanCities(): Promise<PlacedCity[]> {
  const { countries, statesByCountry } = await repo.regions();
  const ve = countries.find((c) => c.iso2 === 'VE');
  if (!ve) return [];
  const { citiesByState } = await repo.cities();
  return (statesByCountry.get(ve.id) ?? []).flatMap((st) =>
    (citiesByState.get(st.id) ?? []).flatMap((c) =>
      c.latitude === null || c.longitude === null
        ? []
        : [
            {
              country_id: ve.id,
              state_id: st.id,
              city_id: c.id,
              latitude: c.latitude,
              longitude: c.longitude,
            },
          ],
    ),
  );
}

/**
 * The Venezuelan city nearest a point (the shipped data's, no network), as the place a route is
 * priced by; null when the point is more than NEAREST_PLACE_MAX_KM from all of them.
 */
export async function nearestPlace(
  latitude: number,
  longitude: number,
): Promise<{ country_id: number; state_id: number; city_id: number } | null> {
  venezuelanCities ??= loadVenezuelanCities().catch((err: unknown) => {
    venezuelanCities = undefined;
    throw err;
  });
  let best: { city: PlacedCity; km: number } | undefined;
  for (const city of await venezuelanCities) {
    const km = distanceKm(city, { latitude, longitude });
    if (!best || km < best.km) best = { city, km };
  }
  if (!best || best.km > NEAREST_PLACE_MAX_KM) return null;
  const { country_id, state_id, city_id } = best.city;
  return { country_id, state_id, city_id };
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
