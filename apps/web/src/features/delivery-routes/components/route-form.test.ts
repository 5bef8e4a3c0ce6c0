import type { DeliveryRoute } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { BLANK_ROUTE, routeForm, toRouteForm } from './route-form.ts';

const issues = (values: unknown) => {
  const result = routeForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('route form', () => {
  it('sends the places and the percentage typed with a comma', () => {
    const body = routeForm.parse({
      ...BLANK_ROUTE,
      origin_country_id: 240,
      origin_state_id: 4,
      destination_country_id: 240,
      destination_state_id: 7,
      destination_city_id: 99,
      percentage: '12,5',
    });
    expect(body).toMatchObject({
      origin_country_id: 240,
      origin_state_id: 4,
      origin_city_id: null,
      destination_city_id: 99,
      percentage: 12.5,
    });
  });

  it('asks for both countries and the percentage', () => {
    expect(issues(BLANK_ROUTE)).toEqual({
      origin_country_id: 'validation.required',
      destination_country_id: 'validation.required',
      percentage: 'validation.required',
    });
  });

  it('refuses a percentage that is not a number, is zero, above 100 or has three decimals', () => {
    const base = { ...BLANK_ROUTE, origin_country_id: 1, destination_country_id: 1 };
    expect(issues({ ...base, percentage: 'diez' }).percentage).toBe('validation.number');
    expect(issues({ ...base, percentage: '0' }).percentage).toBe('validation.positive');
    expect(issues({ ...base, percentage: '100,01' }).percentage).toBe('validation.invalid');
    expect(issues({ ...base, percentage: '1.005' }).percentage).toBe('validation.money');
  });

  it('opens a saved route with its values', () => {
    const route = {
      id: 3,
      origin_country_id: 240,
      origin_state_id: null,
      origin_city_id: null,
      destination_country_id: 240,
      destination_state_id: 7,
      destination_city_id: null,
      origin_name: 'Venezuela',
      destination_name: 'Miranda, Venezuela',
      percentage: 8,
      created_at: '',
      updated_at: '',
    } satisfies DeliveryRoute;
    expect(toRouteForm(route)).toMatchObject({ destination_state_id: 7, percentage: '8' });
    expect(toRouteForm(null)).toBe(BLANK_ROUTE);
  });
});
