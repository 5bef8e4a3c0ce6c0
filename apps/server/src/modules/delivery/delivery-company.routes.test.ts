import {
  type CompanyAdminOption,
  type DeliveryCompany,
  type DeliveryRoute,
  type Page,
  ROLES,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { venezuela } from '#server/test/places.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';

const s = withTwoOwners();
const { admin, owner, cashier, as } = callers(() => s.t);
const company = (method: Method, url: string, payload?: object) =>
  s.t.injectAs(ROLES.DELIVERY, { method, url, payload });
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

describe('the admin’s delivery companies', () => {
  it('creates a company with a new administrator who can sign in', async () => {
    const res = await admin('POST', '/api/admin/deliver', {
      name: 'Mototaxi Express',
      can_charge: true,
      fee: 2,
      primary_admin: {
        name: 'Marta',
        lastname: 'Motorizada',
        email: 'marta@example.com',
        password: 'clave-segura-1',
        password_confirmation: 'clave-segura-1',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<DeliveryCompany>();
    expect(created).toMatchObject({ name: 'Mototaxi Express', can_charge: true, fee: 2, status_id: 1 });
    const session = await s.t.login('marta@example.com', 'clave-segura-1');
    expect(session.role_id).toBe(ROLES.DELIVERY);
    expect((await as(session, 'GET', '/api/deliver/mycompany')).json().id).toBe(created.id);
    // The same e-mail again, or a store owner as administrator: Spanish 422.
    const again = await admin('POST', '/api/admin/deliver', {
      name: 'X',
      primary_admin: {
        name: 'a',
        lastname: 'b',
        email: 'marta@example.com',
        password: 'clave-segura-1',
        password_confirmation: 'clave-segura-1',
      },
    });
    expect(again.json().errors.email).toEqual(['El email ya esta registrado']);
    const ownerAdmin = await admin('POST', '/api/admin/deliver', {
      name: 'X',
      primary_admin_id: s.other.user_id,
    });
    expect(ownerAdmin.json().errors.primary_admin_id).toEqual([
      'El usuario debe tener el rol de empresa de delivery',
    ]);
    const taken = await admin('POST', '/api/admin/deliver', {
      name: 'X',
      primary_admin_id: rival.session.user_id,
    });
    expect(taken.json().errors.primary_admin_id).toEqual([
      'Este usuario ya administra otra empresa de delivery',
    ]);
    const neither = await admin('POST', '/api/admin/deliver', { name: 'X' });
    expect(neither.statusCode).toBe(422);
  });

  it('lists with search, status and keyset paging; edits, suspends and shows details', async () => {
    const first = await admin('GET', '/api/admin/deliver?per_page=1');
    const page1 = first.json<Page<DeliveryCompany>>();
    expect(page1.data).toHaveLength(1);
    expect(page1.meta.total).toBeGreaterThanOrEqual(3);
    const page2 = (await admin('GET', `/api/admin/deliver?per_page=1&cursor=${page1.meta.next_cursor}`)).json<
      Page<DeliveryCompany>
    >();
    expect(page2.data[0]!.id).toBeLessThan(page1.data[0]!.id);
    const found = (await admin('GET', '/api/admin/deliver?q=r%C3%A1pidos')).json<Page<DeliveryCompany>>();
    expect(found.data.map((c) => c.id)).toEqual([mine.id]);
    const suspended = await admin('PATCH', `/api/admin/deliver/${mine.id}/status`, { status_id: 2 });
    expect(suspended.json()).toMatchObject({ status_id: 2, statusName: 'Suspendida' });
    expect(
      (await admin('GET', '/api/admin/deliver?status_id=2')).json().data.map((c: DeliveryCompany) => c.id),
    ).toEqual([mine.id]);
    await admin('PATCH', `/api/admin/deliver/${mine.id}/status`, { status_id: 1 });
    // The second administrator is another person, who runs no other company.
    const taken = await admin('PATCH', `/api/admin/deliver/${mine.id}`, {
      secondary_admin_id: rival.session.user_id,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.secondary_admin_id).toEqual([
      'Este usuario ya administra otra empresa de delivery',
    ]);
    const same = await admin('PATCH', `/api/admin/deliver/${mine.id}`, {
      secondary_admin_id: mine.primary_admin!.id,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.secondary_admin_id).toEqual([
      'El administrador secundario debe ser otra persona que el principal',
    ]);
    const [helper] = await queryRows<{ id: number }>(
      s.t.database.db,
      sql`insert into users (email, name, lastname, password_hash, role_id, status_id)
          values ('segunda@example.com', 'Segunda', 'Persona', 'x', ${ROLES.DELIVERY}, 1) returning id`,
    );
    const edited = await admin('PATCH', `/api/admin/deliver/${mine.id}`, {
      can_charge: true,
      secondary_admin_id: helper!.id,
    });
    expect(edited.json()).toMatchObject({
      can_charge: true,
      secondary_admin: { email: 'segunda@example.com' },
    });
    const details = (await admin('GET', `/api/admin/deliver/${mine.id}`)).json();
    expect(details.company.id).toBe(mine.id);
    expect(details).toMatchObject({ stores: expect.any(Array), dealers: expect.any(Array) });
    expect((await admin('GET', '/api/admin/deliver/99999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/deliver?cursor=nope')).statusCode).toBe(422);
    expect((await admin('PATCH', '/api/admin/deliver/99999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('the administrators the company dialog offers', () => {
  /** A delivery account without a company (the admin's accounts and sign-ups come with one). */
  const freeUser = async (name: string, lastname: string, email: string, statusId = 1) =>
    (
      await queryRows<{ id: number }>(
        s.t.database.db,
        sql`insert into users (email, name, lastname, password_hash, role_id, status_id)
            values (${email}, ${name}, ${lastname}, 'x', ${ROLES.DELIVERY}, ${statusId}) returning id`,
      )
    )[0]!.id;
  const options = async (q: string) => {
    const res = await admin('GET', `/api/admin/deliver/admins?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CompanyAdminOption[]>();
  };

  it('lists active delivery users who administer no company yet, by name, 20 at most', async () => {
    const uno = await freeUser('Libre', 'Uno', 'libre.uno@example.com');
    const dos = await freeUser('Libre', 'Dos', 'libre.dos@example.com');
    await freeUser('Libre', 'Inactiva', 'libre.inactiva@example.com', 2);
    expect(await options('libre')).toEqual([
      { id: dos, name: 'Libre Dos', email: 'libre.dos@example.com' },
      { id: uno, name: 'Libre Uno', email: 'libre.uno@example.com' },
    ]);
    expect((await options('LIBRE.UNO@')).map((o) => o.id)).toEqual([uno]);
    expect((await options('libre uno')).map((o) => o.id)).toEqual([uno]);
    // Administrators of a company (the demo's, the rival's) and other roles are not offered.
    expect(await options('delivery@vitrina')).toEqual([]);
    expect(await options('rival@')).toEqual([]);
    expect(await options(s.other.email)).toEqual([]);
    expect(await options('100%')).toEqual([]);

    // Picked as primary and secondary of a new company, neither is offered any more.
    const created = await admin('POST', '/api/admin/deliver', {
      name: 'Libres Express',
      primary_admin_id: uno,
      secondary_admin_id: dos,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<DeliveryCompany>()).toMatchObject({
      primary_admin: { id: uno, name: 'Libre Uno' },
      secondary_admin: { id: dos, name: 'Libre Dos' },
    });
    expect(await options('libre')).toEqual([]);

    for (let i = 0; i < 21; i++)
      await freeUser('Masivo', String(i).padStart(2, '0'), `masivo${i}@example.com`);
    expect(await options('masivo')).toHaveLength(20);
    expect((await options('')).length).toBeLessThanOrEqual(20);
  });

  it('is the admin’s only, with a bounded search', async () => {
    for (const call of [owner, cashier, company]) {
      expect((await call('GET', '/api/admin/deliver/admins')).statusCode).toBe(403);
    }
    expect((await s.t.inject({ method: 'GET', url: '/api/admin/deliver/admins' })).statusCode).toBe(401);
    const long = await admin('GET', `/api/admin/deliver/admins?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.q).toEqual([expect.any(String)]);
    expect((await admin('GET', '/api/admin/deliver/admins?q=a%00b')).statusCode).toBe(422);
  });
});
