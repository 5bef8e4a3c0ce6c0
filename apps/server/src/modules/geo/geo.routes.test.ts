import { type City, type Country, ROLES, type State } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Ids of the shipped data set; they are the source database's and do not move between updates.
const VENEZUELA = 239;
const ZULIA = 2042;
const MARACAIBO = 130103;

const get = (url: string, role: (typeof ROLES)[keyof typeof ROLES] = ROLES.CLIENT) =>
  t.injectAs(role, { method: 'GET', url });

describe('GET countries', () => {
  it('lists every country by its Spanish name with its ISO code and dialling code', async () => {
    const res = await get('/api/countries');
    expect(res.statusCode).toBe(200);
    const countries = res.json<Country[]>();
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries).toContainEqual({ id: VENEZUELA, name: 'Venezuela', iso2: 'VE', phone_code: '58' });
    expect(countries.find((c) => c.iso2 === 'ES')?.name).toBe('España');
    expect(countries.find((c) => c.iso2 === 'US')?.name).toBe('Estados Unidos');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
  });

  it.each([ROLES.ADMIN, ROLES.CASHIER, ROLES.DELIVERY, ROLES.TICKETMASTER])(
    'answers role %i too',
    async (role) => {
      expect((await get('/api/countries', role)).statusCode).toBe(200);
    },
  );

  it('refuses a caller without a token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET states/{countryId}', () => {
  it("lists Venezuela's states by name", async () => {
    const res = await get(`/api/states/${VENEZUELA}`);
    expect(res.statusCode).toBe(200);
    const states = res.json<State[]>();
    expect(states.length).toBeGreaterThanOrEqual(24);
    expect(states).toContainEqual({ id: ZULIA, country_id: VENEZUELA, name: 'Zulia', iso2: 'V' });
    expect(states.map((s) => s.name)).toContain('Distrito Capital');
    expect(states.every((s) => s.country_id === VENEZUELA)).toBe(true);
  });

  it('answers an empty list for a country without states', async () => {
    const countries = (await get('/api/countries')).json<Country[]>();
    const vatican = countries.find((c) => c.iso2 === 'VA')!;
    const res = await get(`/api/states/${vatican.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown country and 422 for an id that is not a number', async () => {
    expect((await get('/api/states/999999')).statusCode).toBe(404);
    const bad = await get('/api/states/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.countryId).toEqual(['El campo país debe ser un número entero']);
  });

  it('refuses a caller without a token', async () => {
    expect((await t.inject({ method: 'GET', url: `/api/states/${VENEZUELA}` })).statusCode).toBe(401);
  });
});

describe('GET cities/{stateId}', () => {
  it("lists a Venezuelan state's cities with their coordinates", async () => {
    const res = await get(`/api/cities/${ZULIA}`);
    expect(res.statusCode).toBe(200);
    const cities = res.json<City[]>();
    const maracaibo = cities.find((c) => c.id === MARACAIBO);
    expect(maracaibo).toMatchObject({ state_id: ZULIA, name: 'Maracaibo' });
    expect(maracaibo!.latitude).toBeCloseTo(10.67, 1);
    expect(maracaibo!.longitude).toBeCloseTo(-71.61, 1);
  });

  it('has cities for Spain, the United States and the Spanish-speaking Americas', async () => {
    const countries = (await get('/api/countries')).json<Country[]>();
    for (const iso of [
      'ES',
      'US',
      'MX',
      'CO',
      'AR',
      'CL',
      'PE',
      'EC',
      'BO',
      'PY',
      'UY',
      'PA',
      'CR',
      'DO',
      'CU',
    ]) {
      const country = countries.find((c) => c.iso2 === iso)!;
      const states = (await get(`/api/states/${country.id}`)).json<State[]>();
      let found = 0;
      for (const state of states) {
        found += (await get(`/api/cities/${state.id}`)).json<City[]>().length;
        if (found > 0) break;
      }
      expect(found, iso).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown state', async () => {
    expect((await get('/api/cities/99999999')).statusCode).toBe(404);
  });

  it('refuses a caller without a token', async () => {
    expect((await t.inject({ method: 'GET', url: `/api/cities/${ZULIA}` })).statusCode).toBe(401);
  });
});
