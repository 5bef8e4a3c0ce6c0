import { type City, type Country, ROLES, type State } from '@vitrina/contract';
import type { TestApp } from './harness.ts';

/** Ids of places in the shipped geo data (Venezuela, Miranda/Chacao, Distrito Capital, Zulia). */
export async function venezuela(t: TestApp) {
  const get = async <T>(url: string) => (await t.injectAs(ROLES.ADMIN, { method: 'GET', url })).json<T>();
  const countries = await get<Country[]>('/api/countries');
  const ve = countries.find((c) => c.iso2 === 'VE')!;
  const other = countries.find((c) => c.iso2 === 'CO')!;
  const states = await get<State[]>(`/api/states/${ve.id}`);
  const state = (name: string) => states.find((s) => s.name === name)!;
  const miranda = state('Miranda');
  const capital = states.find((s) => s.name.includes('Capital'))!;
  const zulia = state('Zulia');
  const mirandaCities = await get<City[]>(`/api/cities/${miranda.id}`);
  const chacao = mirandaCities.find((c) => c.name === 'Chacao')!;
  const baruta = mirandaCities.find((c) => c.name === 'Baruta')!;
  return {
    ve: ve.id,
    co: other.id,
    miranda: miranda.id,
    capital: capital.id,
    zulia: zulia.id,
    chacao,
    baruta,
  };
}

/** A store profile in Chacao (Miranda), with its coordinates: where the demo store sits. */
export const storeInChacao = (places: Awaited<ReturnType<typeof venezuela>>, name: string) => ({
  name,
  description: 'Víveres',
  country_id: places.ve,
  state_id: places.miranda,
  city_id: places.chacao.id,
  latitude: 10.4994,
  longitude: -66.844,
});
