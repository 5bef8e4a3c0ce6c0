import { type DeliveryCompany, type QuoteReply, ROLES, type StoreCompany } from '@vitrina/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { storeInChacao, venezuela } from '#server/test/places.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';

const s = withTwoOwners();
const { owner, admin, as } = callers(() => s.t);
const company = (method: Method, url: string, payload?: object) =>
  s.t.injectAs(ROLES.DELIVERY, { method, url, payload });
let places: Awaited<ReturnType<typeof venezuela>>;
let geo: OtherAccount;
let demo: DeliveryCompany;
let geoCompany: DeliveryCompany;

beforeAll(async () => {
  places = await venezuela(s.t);
  demo = (await company('GET', '/api/deliver/mycompany')).json();
  geo = await createAccount(s.t, 'geo@example.com', ROLES.DELIVERY);
  geoCompany = (await as(geo.session, 'GET', '/api/deliver/mycompany')).json();
  // The demo store sits in Chacao; the geolocation company charges 0.50/km, at least 3, plus 1 fee.
  const store = await owner('PATCH', `/api/store/${s.storeId}`, storeInChacao(places, 'Bodegón La Esquina'));
  expect(store.statusCode, store.body).toBe(200);
  await as(geo.session, 'PATCH', `/api/delivery/${geoCompany.id}/update-mode`, {
    id: geoCompany.id,
    mode: true,
  });
  await as(geo.session, 'POST', `/api/rate-delivery-location/${geoCompany.id}/create`, {
    rate_per_km: 0.5,
    min_rate: 3,
  });
  await as(geo.session, 'PATCH', '/api/deliver', { fee: 1 });
});

describe('linking delivery companies', () => {
  it('lists active companies, links and unlinks them with the §8 texts', async () => {
    const list = (await owner('GET', '/api/company')).json<StoreCompany[]>();
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining([demo.id, geoCompany.id]));
    expect(list.every((c) => !c.linked)).toBe(true);
    expect((await owner('POST', '/api/company', { company_id: demo.id })).json()).toEqual({
      message: 'Empresa vinculada exitosamente',
    });
    expect((await owner('POST', '/api/company', { company_id: demo.id })).statusCode).toBe(200);
    const after = (await owner('GET', '/api/company')).json<StoreCompany[]>();
    expect(after.find((c) => c.id === demo.id)).toMatchObject({
      linked: true,
      linked_at: expect.any(String),
    });
    // The company sees the store; the other store's list is its own.
    expect((await company('GET', '/api/deliver/stores')).json()).toEqual([
      expect.objectContaining({ id: s.storeId, name: 'Bodegón La Esquina' }),
    ]);
    expect((await as(s.other, 'GET', '/api/company')).json<StoreCompany[]>().some((c) => c.linked)).toBe(
      false,
    );
    expect((await owner('DELETE', `/api/company/${demo.id}`)).json()).toEqual({
      message: 'Empresa desvinculada exitosamente',
    });
    expect((await owner('DELETE', `/api/company/${demo.id}`)).statusCode).toBe(404);
    expect((await company('GET', '/api/deliver/stores')).json()).toEqual([]);
  });

  it('refuses a suspended or missing company with a Spanish 422', async () => {
    await admin('PATCH', `/api/admin/deliver/${geoCompany.id}/status`, { status_id: 2 });
    expect(
      (await owner('GET', '/api/company')).json<StoreCompany[]>().some((c) => c.id === geoCompany.id),
    ).toBe(false);
    const res = await owner('POST', '/api/company', { company_id: geoCompany.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.company_id).toEqual(['La empresa de delivery no existe o está suspendida']);
    expect((await owner('POST', '/api/company', { company_id: 999_999 })).statusCode).toBe(422);
    expect((await owner('POST', '/api/company', {})).json().errors.company_id).toBeDefined();
    await admin('PATCH', `/api/admin/deliver/${geoCompany.id}/status`, { status_id: 1 });
  });
});

describe("the store's own routes", () => {
  it('adds, changes, refuses a duplicate and deletes, apart from the other store', async () => {
    const body = {
      origin_country_id: places.ve,
      destination_country_id: places.ve,
      destination_state_id: places.miranda,
      percentage: 5,
    };
    const res = await owner('POST', '/api/deliveryprices', body);
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json();
    expect((await owner('POST', '/api/deliveryprices', body)).json().errors.destination_country_id).toEqual([
      'Ya existe una ruta con ese origen y destino',
    ]);
    expect((await owner('GET', '/api/deliveryprices')).json()).toEqual([route]);
    expect((await as(s.other, 'GET', '/api/deliveryprices')).json()).toEqual([]);
    expect(
      (await as(s.other, 'PATCH', `/api/deliveryprices/${route.id}`, { percentage: 1 })).statusCode,
    ).toBe(404);
    // A company's route id is not the store's.
    expect((await company('GET', '/api/deliver/price')).json()).toEqual([]);
    const patched = await owner('PATCH', `/api/deliveryprices/${route.id}`, { percentage: 6.25 });
    expect(patched.json()).toMatchObject({ percentage: 6.25 });
    const bad = await owner('POST', '/api/deliveryprices', { ...body, origin_country_id: 0 });
    expect(bad.statusCode).toBe(422);
    const other = await owner('POST', '/api/deliveryprices', {
      ...body,
      destination_state_id: places.zulia,
      percentage: 15,
    });
    expect((await owner('DELETE', `/api/deliveryprices/${other.json().id}`)).json()).toEqual({
      message: 'Ruta eliminada exitosamente',
    });
  });
});

describe('shipping quotes', () => {
  it('offers pick-up, the store’s route and each linked company, priced by the contract', async () => {
    await company('PATCH', '/api/deliver', { fee: 1.5 });
    await company('POST', '/api/deliver/price', {
      origin_country_id: places.ve,
      destination_country_id: places.ve,
      percentage: 10,
    });
    await company('POST', '/api/deliver/price', {
      origin_country_id: places.ve,
      destination_country_id: places.ve,
      destination_state_id: places.miranda,
      destination_city_id: places.baruta.id,
      percentage: 4,
    });
    await owner('POST', '/api/company', { company_id: demo.id });
    await owner('POST', '/api/company', { company_id: geoCompany.id });
    const res = await owner('POST', '/api/delivery/quote', {
      destination: { country_id: places.ve, state_id: places.miranda, city_id: places.baruta.id },
      subtotal: 42.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<QuoteReply>();
    const by = (kind: string, id: number | null = null) =>
      q.offers.find((o) => o.kind === kind && o.company_id === id)!;
    expect(by('pickup')).toMatchObject({ available: true, price: 0 });
    // The store's 6.25 % Miranda route: 2.65625 → 2.66.
    expect(by('store')).toMatchObject({ available: true, price: 2.66, mode: 'route', percentage: 6.25 });
    // The company's Baruta route beats its country route: 4 % = 1.70, + 1.50 fee.
    expect(by('company', demo.id)).toMatchObject({
      available: true,
      price: 3.2,
      percentage: 4,
      fee: 1.5,
      name: demo.name,
    });
    // Baruta's coordinates from the geo data: max(3, km × 0.50) + 1.
    expect(q.distance_km).toBeGreaterThan(0);
    const km = q.distance_km!;
    expect(by('company', geoCompany.id)).toMatchObject({
      mode: 'geolocation',
      available: true,
      price: (Math.max(300, Math.round((Math.round(km * 100) * 50) / 100)) + 100) / 100,
    });
    // Abroad, by coordinates only: no route matches; geolocation still prices it.
    const far = (
      await owner('POST', '/api/delivery/quote', {
        coordinates: { latitude: 4.711, longitude: -74.07 },
        subtotal: 10,
      })
    ).json<QuoteReply>();
    expect(far.offers.find((o) => o.kind === 'company' && o.company_id === demo.id)).toMatchObject({
      available: false,
      price: null,
    });
    expect(far.offers.find((o) => o.company_id === geoCompany.id)!.price).toBeGreaterThan(300);
  });

  it('answers Spanish 422s and 404 for another store', async () => {
    const none = await owner('POST', '/api/delivery/quote', { subtotal: 10 });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.destination).toEqual(['El campo destination es obligatorio']);
    const bad = await owner('POST', '/api/delivery/quote', {
      coordinates: { latitude: 91, longitude: 0 },
      subtotal: -1,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['coordinates.latitude', 'subtotal']);
    expect(
      (
        await owner('POST', '/api/delivery/quote', {
          store_id: s.other.store_id,
          subtotal: 1,
          coordinates: { latitude: 1, longitude: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
