import { type Dealer, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';

const s = withTwoOwners();
const { owner, as } = callers(() => s.t);
const asOther = (method: Method, url: string, payload?: object) => as(s.other, method, url, payload);

const body = (extra: object = {}) => ({
  name: 'Pedro',
  lastname: 'Pérez',
  phone: '+58 412 555 0199',
  identification_type: 'V',
  identification: '12.345.678',
  vehicle: 'Moto Bera',
  plate: 'AB1C23D',
  ...extra,
});
async function newDealer(extra: object = {}): Promise<Dealer> {
  const res = await owner('POST', '/api/dealer', body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const dealersOf = async () => (await owner('GET', `/api/store/${s.storeId}/dealers`)).json<Dealer[]>();

describe('dealers of a store', () => {
  it('creates a courier, shows it and lists it', async () => {
    const d = await newDealer();
    expect(d).toMatchObject({
      name: 'Pedro',
      lastname: 'Pérez',
      phone: '+58 412 555 0199',
      identification_type: 'V',
      identification: '12345678',
      vehicle: 'Moto Bera',
      plate: 'AB1C23D',
      active: true,
    });
    expect(Object.keys(d).sort()).toEqual(
      [
        'active',
        'created_at',
        'id',
        'identification',
        'identification_type',
        'lastname',
        'name',
        'phone',
        'plate',
        'vehicle',
      ].sort(),
    );
    expect((await owner('GET', `/api/dealer/${d.id}`)).json()).toEqual(d);
    expect((await dealersOf()).map((x) => x.id)).toContain(d.id);
  });

  it('takes only the required fields', async () => {
    const d = await newDealer({ lastname: undefined, vehicle: undefined, plate: undefined });
    expect(d).toMatchObject({ lastname: '', vehicle: null, plate: null, active: true });
  });

  it('answers the Spanish messages and creates nothing on bad data', async () => {
    const before = (await dealersOf()).length;
    const res = await owner('POST', '/api/dealer', {
      name: '',
      phone: '0412-abc',
      identification_type: 'X',
      identification: '12ab',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['El campo nombre es obligatorio'],
      phone: ['El campo teléfono no es válido'],
      identification_type: ['El campo tipo de identificación tiene un valor no permitido'],
      identification: ['La identificación debe tener entre 6 y 10 dígitos'],
    });
    // Next to the Spanish texts, their catalogue keys: the panel shows them in the user's language.
    expect(res.json()).toMatchObject({
      messageKey: 'serverMessages.invalidData',
      errorKeys: {
        name: [{ key: 'validation.required' }],
        identification_type: [{ key: 'validation.oneOf' }],
        identification: [{ key: 'validation.identificationDigits' }],
      },
    });
    const missing = await owner('POST', '/api/dealer', { name: 'Ana' });
    expect(missing.json().errors).toMatchObject({
      phone: ['El campo teléfono es obligatorio'],
      identification: ['El campo identificación es obligatorio'],
    });
    const long = await owner('POST', '/api/dealer', body({ identification: '12345678901' }));
    expect(long.json().errors.identification).toEqual(['La identificación debe tener entre 6 y 10 dígitos']);
    expect(await dealersOf()).toHaveLength(before);
  });

  it('updates only the fields sent', async () => {
    const d = await newDealer();
    const res = await owner('PATCH', `/api/dealer/${d.id}`, { active: false, plate: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Dealer>()).toEqual({ ...d, active: false, plate: null });
    const second = await owner('PATCH', `/api/dealer/${d.id}`, { phone: '0414 000 1111' });
    expect(second.json<Dealer>()).toMatchObject({
      phone: '0414 000 1111',
      active: false,
      vehicle: 'Moto Bera',
    });
    const bad = await owner('PATCH', `/api/dealer/${d.id}`, { name: ' ', identification: '1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual(['El campo nombre es obligatorio']);
    expect((await owner('GET', `/api/dealer/${d.id}`)).json()).toMatchObject({
      name: 'Pedro',
      identification: '12345678',
    });
  });

  it('deletes a courier', async () => {
    const d = await newDealer();
    const res = await owner('DELETE', `/api/dealer/${d.id}`);
    expect(res.json()).toEqual({ message: 'Repartidor eliminado exitosamente' });
    expect((await owner('GET', `/api/dealer/${d.id}`)).statusCode).toBe(404);
    expect((await owner('DELETE', `/api/dealer/${d.id}`)).statusCode).toBe(404);
  });

  it("answers 404 to another owner for the store's couriers, 401 without token and 403 to others", async () => {
    const d = await newDealer();
    const calls: [Method, string, object?][] = [
      ['GET', `/api/store/${s.storeId}/dealers`],
      ['GET', `/api/dealer/${d.id}`],
      ['PATCH', `/api/dealer/${d.id}`, { name: 'Intruso' }],
      ['DELETE', `/api/dealer/${d.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await asOther(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url, payload] of [...calls, ['POST', '/api/dealer', body()] as const]) {
      expect((await s.t.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const role of [ROLES.CASHIER, ROLES.ADMIN, ROLES.DELIVERY]) {
        const res = await s.t.injectAs(role, { method, url, payload });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await owner('GET', `/api/dealer/${d.id}`)).json()).toEqual(d);
    // The other owner's new courier lands in its own store only.
    const mine = await asOther('POST', '/api/dealer', body({ name: 'Ajeno' }));
    expect((await asOther('GET', `/api/store/${s.other.store_id}/dealers`)).json()).toEqual([mine.json()]);
    expect((await dealersOf()).some((x) => x.name === 'Ajeno')).toBe(false);
  });
});
