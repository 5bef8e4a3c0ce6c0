import { describe, expect, it } from 'vitest';
import { storeProfileForm, toCoordinate } from './store-profile-form.ts';

const base = {
  name: 'Bodegón',
  description: 'Víveres',
  phone: '',
  category_id: null,
  address: '  ',
  country_id: 1,
  state_id: null,
  city_id: null,
  latitude: '',
  longitude: '',
};
const errorsOf = (input: unknown) => {
  const result = storeProfileForm.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('store profile form', () => {
  it('reads coordinates written with a comma and treats empty boxes as no location', () => {
    expect(toCoordinate(' 10,4806 ')).toBe(10.4806);
    expect(toCoordinate('')).toBeNull();
    expect(toCoordinate('norte')).toBe('norte');
  });

  it('sends empty phone and address as null', () => {
    expect(storeProfileForm.parse(base)).toMatchObject({ phone: null, address: null, latitude: null });
  });

  it('asks for both coordinates or none, and for numbers in range', () => {
    expect(errorsOf({ ...base, latitude: '10.5' })).toEqual({ longitude: 'validation.invalid' });
    expect(errorsOf({ ...base, latitude: '95', longitude: '-66' })).toEqual({
      latitude: 'validation.invalid',
    });
    expect(errorsOf({ ...base, latitude: 'norte', longitude: '-66' })).toEqual({
      latitude: 'validation.number',
    });
  });

  it('requires a name and a description', () => {
    expect(errorsOf({ ...base, name: ' ', description: '' })).toEqual({
      name: 'validation.required',
      description: 'validation.required',
    });
  });
});
