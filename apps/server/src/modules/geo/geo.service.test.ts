import { describe, expect, it } from 'vitest';
import { invalidLocationField, isValidLocation, nearestPlace } from './geo.service.ts';

const VENEZUELA = 239;
const ZULIA = 2042;
const MARACAIBO = 130103;
const SPAIN = 207;
const CARACAS = 149261;

describe('isValidLocation', () => {
  it('accepts a city of the state of the country, and partial locations', async () => {
    expect(await isValidLocation({ countryId: VENEZUELA, stateId: ZULIA, cityId: MARACAIBO })).toBe(true);
    expect(await isValidLocation({ countryId: VENEZUELA, stateId: ZULIA })).toBe(true);
    expect(await isValidLocation({ countryId: VENEZUELA })).toBe(true);
    expect(await isValidLocation({})).toBe(true);
  });

  it('names the first part that does not belong', async () => {
    expect(await invalidLocationField({ countryId: 999_999 })).toBe('country_id');
    expect(await invalidLocationField({ countryId: SPAIN, stateId: ZULIA })).toBe('state_id');
    expect(await invalidLocationField({ stateId: ZULIA })).toBe('state_id');
    expect(await invalidLocationField({ countryId: VENEZUELA, stateId: ZULIA, cityId: CARACAS })).toBe(
      'city_id',
    );
    expect(await invalidLocationField({ countryId: VENEZUELA, cityId: MARACAIBO })).toBe('city_id');
  });
});

describe('nearestPlace', () => {
  it('gives the Venezuelan city nearest a point, with its state and country; none far from them', async () => {
    // Downtown Maracaibo.
    expect(await nearestPlace(10.65, -71.64)).toEqual({
      country_id: VENEZUELA,
      state_id: ZULIA,
      city_id: MARACAIBO,
    });
    // Madrid.
    expect(await nearestPlace(40.42, -3.7)).toBeNull();
  });
});
