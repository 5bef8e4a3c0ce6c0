import { type DeliveryCompany, type DeliveryRoute, ROLES } from '@vitrina/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { venezuela } from '#server/test/places.ts';
import { callers, withTwoOwners } from '#server/test/requests.ts';

// A delivery company's own profile, couriers and routes. The admin's side of companies:
// delivery-admin.routes.test.ts.

const s = withTwoOwners();
const { owner, company, as } = callers(() => s.t);
let places: Awaited<ReturnType<typeof venezuela>>;
let rival: OtherAccount;
let mine: DeliveryCompany;

beforeAll(async () => {
  places = await venezuela(s.t);
  rival = await createAccount(s.t, 'rival@example.com', ROLES.DELIVERY);
  mine = (await company('GET', '/api/deliver/mycompany')).json();
});

const courier = {
  name: 'Pedro',
  phone: '+58 412 555 0199',
  identification_type: 'V',
  identification: '12345678',
};

describe('the delivery company’s profile', () => {
  it('shows and edits its own data', async () => {
    expect(mine).toMatchObject({
      name: 'Envíos Rápidos Caracas',
      status_id: 1,
      statusName: 'Activa',
      geolocation_mode: false,
    });
    expect(mine.primary_admin).toMatchObject({ email: 'delivery@vitrina.test' });
    expect((await company('GET', '/api/deliver')).json()).toEqual(mine);
    const res = await company('PATCH', '/api/deliver', { phone: '+58 212 555 0000', fee: 1.5, code: 'ERC' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+58 212 555 0000', fee: 1.5, code: 'ERC', name: mine.name });
    const byId = await company('PATCH', `/api/deliver/${mine.id}`, { address: 'Chacao' });
    expect(byId.json()).toMatchObject({ address: 'Chacao', fee: 1.5 });
    const bad = await company('PATCH', '/api/deliver', { name: '', fee: 1.234 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ name: ['El campo nombre es obligatorio'] });
    expect(bad.json().errors.fee).toEqual([expect.stringContaining('2 decimales')]);
  });

  it('switches geolocation mode and sets the per-km rates with the §8 texts', async () => {
    const on = await company('PATCH', `/api/delivery/${mine.id}/update-mode`, { id: mine.id, mode: true });
    expect(on.json()).toMatchObject({
      message: 'Cobro por geolocalización activado exitosamente',
      data: { geolocation_mode: true },
    });
    const rate = await company('POST', `/api/rate-delivery-location/${mine.id}/create`, {
      rate_per_km: 0.6,
      min_rate: 2,
    });
    expect(rate.json()).toEqual({
      message: 'Tarifa actualizada exitosamente',
      data: { id: mine.id, geolocation_mode: true, rate_per_km: 0.6, min_rate: 2 },
    });
    expect(
      (await company('GET', '/api/rate-delivery-location/get-all-rate-delivery-location')).json(),
    ).toMatchObject({
      rate_per_km: 0.6,
      min_rate: 2,
    });
    const off = await company('PATCH', `/api/delivery/${mine.id}/update-mode`, { id: mine.id, mode: 0 });
    expect(off.json().message).toBe('Cobro por geolocalización desactivado exitosamente');
    const mismatch = await company('PATCH', `/api/delivery/${mine.id}/update-mode`, {
      id: mine.id + 1,
      mode: true,
    });
    expect(mismatch.statusCode).toBe(422);
    const negative = await company('POST', `/api/rate-delivery-location/${mine.id}/create`, {
      rate_per_km: -1,
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.min_rate).toBeDefined();
  });
});

describe('the company’s couriers', () => {
  it('creates, reads, changes and deletes its couriers, apart from the store’s', async () => {
    const created = await company('POST', '/api/deliver/dealer', { ...courier, vehicle: 'Moto' });
    expect(created.statusCode, created.body).toBe(200);
    const d = created.json();
    expect((await company('GET', '/api/deliver/dealer')).json()).toEqual([d]);
    expect((await company('GET', `/api/deliver/dealer/${d.id}`)).json()).toEqual(d);
    expect((await company('PATCH', `/api/deliver/dealer/${d.id}`, { active: false })).json()).toMatchObject({
      active: false,
    });
    // The store's couriers are not the company's, and the other way round.
    expect((await owner('GET', `/api/dealer/${d.id}`)).statusCode).toBe(404);
    expect((await as(rival.session, 'GET', `/api/deliver/dealer/${d.id}`)).statusCode).toBe(404);
    expect((await as(rival.session, 'GET', '/api/deliver/dealer')).json()).toEqual([]);
    const bad = await company('POST', '/api/deliver/dealer', { name: '' });
    expect(bad.json().errors.name).toEqual(['El campo nombre es obligatorio']);
    expect((await company('DELETE', `/api/deliver/dealer/${d.id}`)).json()).toEqual({
      message: 'Repartidor eliminado exitosamente',
    });
    expect((await company('GET', `/api/deliver/dealer/${d.id}`)).statusCode).toBe(404);
  });
});

describe('the company’s routes', () => {
  it('adds, lists, changes and deletes routes; refuses a duplicate and a place that does not fit', async () => {
    const body = {
      origin_country_id: places.ve,
      origin_state_id: places.miranda,
      destination_country_id: places.ve,
      destination_state_id: places.zulia,
      percentage: 12.5,
    };
    const res = await company('POST', '/api/deliver/price', body);
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json<DeliveryRoute>();
    expect(route).toMatchObject({
      ...body,
      origin_city_id: null,
      percentage: 12.5,
      origin_name: 'Miranda, Venezuela',
    });
    expect(route.destination_name).toBe('Zulia, Venezuela');
    const dup = await company('POST', '/api/deliver/price', body);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.destination_country_id).toEqual(['Ya existe una ruta con ese origen y destino']);
    // The rival company may have the same route.
    expect((await as(rival.session, 'POST', '/api/deliver/price', body)).statusCode).toBe(200);
    const wrong = await company('POST', '/api/deliver/price', {
      ...body,
      destination_city_id: places.chacao.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.destination_city_id).toBeDefined();
    for (const percentage of [0, 100.01, 1.234, '5']) {
      const r = await company('POST', '/api/deliver/price', { ...body, percentage });
      expect(r.statusCode, String(percentage)).toBe(422);
    }
    const patched = await company('PATCH', `/api/deliver/price/${route.id}`, {
      percentage: 10,
      destination_state_id: places.capital,
    });
    expect(patched.json()).toMatchObject({ percentage: 10, destination_state_id: places.capital });
    expect((await company('GET', '/api/deliver/price')).json<DeliveryRoute[]>().map((r) => r.id)).toEqual([
      route.id,
    ]);
    expect(
      (await as(rival.session, 'PATCH', `/api/deliver/price/${route.id}`, { percentage: 1 })).statusCode,
    ).toBe(404);
    expect((await as(rival.session, 'DELETE', `/api/deliver/price/${route.id}`)).statusCode).toBe(404);
    expect((await company('DELETE', `/api/deliver/price/${route.id}`)).json()).toEqual({
      message: 'Ruta eliminada exitosamente',
    });
    expect((await company('GET', '/api/deliver/price')).json()).toEqual([]);
  });
});
