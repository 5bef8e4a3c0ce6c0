import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { City, Country, State } from '@vitrina/contract';
import { repoRoot } from '#server/config/env.ts';

/**
 * The geographic data set shipped in ./data (written by apps/server/scripts/generate-geo.mjs;
 * see data/README.md). It never changes while the server runs, so each process reads it once,
 * on first use, and keeps it: nothing here is needed for correctness across processes.
 */
const dataDir = path.join(repoRoot, 'apps/server/src/modules/geo/data');

type CountryRow = [id: number, name: string, iso2: string, phoneCode: string];
type StateRow = [id: number, countryId: number, name: string, iso2: string];
type CityRow = [id: number, stateId: number, name: string, latitude: number | null, longitude: number | null];

export type Regions = {
  countries: Country[];
  countryIds: Set<number>;
  /** Every country's states, in name order; a country without states has an empty list. */
  statesByCountry: Map<number, State[]>;
  /** The country of each state. */
  countryOfState: Map<number, number>;
};
export type Cities = {
  citiesByState: Map<number, City[]>;
  stateOfCity: Map<number, number>;
};

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(path.join(dataDir, file), 'utf8')) as T;

async function loadRegions(): Promise<Regions> {
  const [countryRows, stateRows] = await Promise.all([
    readJson<CountryRow[]>('countries.json'),
    readJson<StateRow[]>('states.json'),
  ]);
  const countries = countryRows.map(([id, name, iso2, phone_code]) => ({ id, name, iso2, phone_code }));
  const statesByCountry = new Map<number, State[]>(countries.map((c) => [c.id, []]));
  const countryOfState = new Map<number, number>();
  for (const [id, country_id, name, iso2] of stateRows) {
    statesByCountry.get(country_id)?.push({ id, country_id, name, iso2 });
    countryOfState.set(id, country_id);
  }
  return { countries, countryIds: new Set(countries.map((c) => c.id)), statesByCountry, countryOfState };
}

async function loadCities(): Promise<Cities> {
  const text = (await promisify(gunzip)(await readFile(path.join(dataDir, 'cities.json.gz')))).toString(
    'utf8',
  );
  const citiesByState = new Map<number, City[]>();
  const stateOfCity = new Map<number, number>();
  for (const [id, state_id, name, latitude, longitude] of JSON.parse(text) as CityRow[]) {
    let list = citiesByState.get(state_id);
    if (!list) {
      list = [];
      citiesByState.set(state_id, list);
    }
    list.push({ id, state_id, name, latitude, longitude });
    stateOfCity.set(id, state_id);
  }
  return { citiesByState, stateOfCity };
}

// The promise is kept, not the result, so concurrent first calls share one read; a failed
// read is forgotten so the next call tries again.
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

export const regions = once(loadRegions);
/** Cities are most of the data (about 150,000): read only when first asked for. */
export const cities = once(loadCities);
