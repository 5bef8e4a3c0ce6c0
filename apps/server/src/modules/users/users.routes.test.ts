import { type Cashier, type ManagedUser, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';

const s = withTwoOwners();
const { owner, admin, as } = callers(() => s.t);

let seq = 0;
const cashierBody = (extra: object = {}) => {
  seq++;
  return {
    name: 'Carlos',
    lastname: `Caja ${seq}`,
    email: `caja${seq}@example.com`,
    phone: '+58 414 000 0000',
    password: 'caja-clave-1',
    password_confirmation: 'caja-clave-1',
    ...extra,
  };
};
async function newCashier(extra: object = {}): Promise<Cashier & { password: string }> {
  const res = await owner('POST', '/api/admin/cashier', cashierBody(extra));
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json<Cashier>(), password: 'caja-clave-1' };
}
const cashiersOf = async (id = s.storeId) =>
  (await owner('GET', `/api/store/${id}/cashier`)).json<Cashier[]>();

describe('cashiers', () => {
  it('lets an owner create a cashier who signs in to the owner’s store', async () => {
    const c = await newCashier({ store_id: s.other.store_id });
    expect(c).toMatchObject({
      name: 'Carlos',
      status_id: 1,
      statusName: 'Activo',
      phone: '+58 414 000 0000',
    });
    expect(Object.keys(c).sort()).toEqual(
      [
        'created_at',
        'email',
        'id',
        'lastname',
        'name',
        'password',
        'phone',
        'statusName',
        'status_id',
      ].sort(),
    );
    expect((await cashiersOf()).map((x) => x.id)).toContain(c.id);
    const session = await s.t.login(c.email, c.password);
    expect(session).toMatchObject({ role_id: ROLES.CASHIER, store_id: s.storeId });
  });

  it('answers the Spanish messages and creates nobody on bad data', async () => {
    const before = (await cashiersOf()).length;
    const res = await owner('POST', '/api/admin/cashier', {
      ...cashierBody({ email: 'no-es-email', password_confirmation: 'otra-cosa-1' }),
      name: '',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['El campo nombre es obligatorio']);
    expect(errors.email).toEqual(['El campo email debe ser un correo electrónico válido']);
    const mismatch = await owner(
      'POST',
      '/api/admin/cashier',
      cashierBody({ password_confirmation: 'x1234567' }),
    );
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'La confirmación de la contraseña no coincide',
    ]);
    const taken = await owner('POST', '/api/admin/cashier', cashierBody({ email: 'cajero@vitrina.test' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['El email ya esta registrado']);
    expect(await cashiersOf()).toHaveLength(before);
  });

  it('has the admin name the store of a new cashier', async () => {
    const missing = await admin('POST', '/api/admin/cashier', cashierBody());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.store_id).toEqual(['El campo tienda es obligatorio']);
    const unknown = await admin('POST', '/api/admin/cashier', cashierBody({ store_id: 999_999 }));
    expect(unknown.json().errors.store_id).toEqual(['El campo tienda no es válido']);
    const res = await admin('POST', '/api/admin/cashier', cashierBody({ store_id: s.other.store_id }));
    expect(res.statusCode).toBe(200);
    const listed = (await admin('GET', `/api/store/${s.other.store_id}/cashier`)).json<Cashier[]>();
    expect(listed.map((c) => c.id)).toEqual([res.json<Cashier>().id]);
    expect((await admin('GET', '/api/store/999999/cashier')).statusCode).toBe(404);
  });

  it('lists only the store’s cashiers, and hides another store’s list', async () => {
    const list = await cashiersOf();
    expect(list.some((c) => c.email === 'cajero@vitrina.test')).toBe(true);
    expect((await as(s.other, 'GET', `/api/store/${s.storeId}/cashier`)).statusCode).toBe(404);
    expect((await as(s.other, 'GET', `/api/store/${s.other.store_id}/cashier`)).json()).toHaveLength(1);
  });

  it('refuses callers without a token (401) and cashiers (403)', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', `/api/store/${s.storeId}/cashier`],
      ['POST', '/api/admin/cashier', cashierBody()],
      ['PATCH', '/api/admin/1', { name: 'x' }],
      ['GET', '/api/admin/status'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await s.t.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      const cashier = await s.t.injectAs(ROLES.CASHIER, { method, url, payload });
      expect(cashier.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await owner('GET', '/api/admin/status')).statusCode).toBe(403);
  });
});

describe('updating users', () => {
  it('lets an owner update its cashier, with a unique email and a confirmed password', async () => {
    const c = await newCashier();
    const res = await owner('PATCH', `/api/admin/${c.id}`, {
      name: 'Carmen',
      phone: '0412 111 2222',
      email: `Nueva.${c.email}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ManagedUser>()).toMatchObject({
      id: c.id,
      name: 'Carmen',
      lastname: c.lastname,
      phone: '0412 111 2222',
      email: `nueva.${c.email}`,
      role_id: ROLES.CASHIER,
      store_id: s.storeId,
    });
    const taken = await owner('PATCH', `/api/admin/${c.id}`, { email: 'CAJERO@vitrina.test', name: 'Otro' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['El email ya esta registrado']);
    const mismatch = await owner('PATCH', `/api/admin/${c.id}`, { password: 'nueva-clave-1' });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'La confirmación de la contraseña no coincide',
    ]);
    const blank = await owner('PATCH', `/api/admin/${c.id}`, { name: ' ', status_id: 7 });
    expect(blank.json().errors).toMatchObject({
      name: ['El campo nombre es obligatorio'],
      status_id: ['El campo estado tiene un valor no permitido'],
    });
    const now = (await cashiersOf()).find((x) => x.id === c.id)!;
    expect(now).toMatchObject({ name: 'Carmen', email: `nueva.${c.email}`, status_id: 1 });

    const changed = await owner('PATCH', `/api/admin/${c.id}`, {
      password: 'nueva-clave-1',
      password_confirmation: 'nueva-clave-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await s.t.login(now.email, 'nueva-clave-1')).store_id).toBe(s.storeId);
  });

  it('signs a deactivated cashier out at once and refuses its login until reactivated', async () => {
    const c = await newCashier();
    const session = await s.t.login(c.email, c.password);
    expect((await as(session, 'GET', '/api/profile')).statusCode).toBe(200);
    const off = await owner('PATCH', `/api/admin/${c.id}`, { status_id: 2 });
    expect(off.json()).toMatchObject({ status_id: 2, statusName: 'Inactivo' });
    expect((await as(session, 'GET', '/api/profile')).statusCode).toBe(401);
    const refused = await s.t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.email, password: c.password },
    });
    expect(refused.statusCode).toBe(401);
    expect((await owner('PATCH', `/api/admin/${c.id}`, { status_id: 1 })).statusCode).toBe(200);
    // The old token stays revoked; a new login works.
    expect((await as(session, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await s.t.login(c.email, c.password)).role_id).toBe(ROLES.CASHIER);
  });

  it('answers 404 to an owner for another store’s cashier and for users who are not cashiers', async () => {
    const c = await newCashier();
    const foreign = await as(s.other, 'PATCH', `/api/admin/${c.id}`, { name: 'Intruso', status_id: 2 });
    expect(foreign.statusCode).toBe(404);
    const adminId = (await s.t.login('admin@vitrina.test')).user_id;
    expect((await owner('PATCH', `/api/admin/${adminId}`, { name: 'x' })).statusCode).toBe(404);
    expect((await owner('PATCH', `/api/admin/${s.other.user_id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await owner('PATCH', '/api/admin/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await cashiersOf()).find((x) => x.id === c.id)).toMatchObject({ name: 'Carlos', status_id: 1 });
  });

  it('lets the admin update any user but not deactivate itself', async () => {
    const res = await admin('PATCH', `/api/admin/${s.other.user_id}`, { phone: '+58 212 000 0000' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ManagedUser>()).toMatchObject({
      id: s.other.user_id,
      role_id: ROLES.CLIENT,
      store_id: s.other.store_id,
      phone: '+58 212 000 0000',
    });
    const me = await s.t.login('admin@vitrina.test');
    const self = await as(me, 'PATCH', `/api/admin/${me.user_id}`, { status_id: 2 });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.status_id).toEqual(['No puede desactivar su propia cuenta']);
    expect((await as(me, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('lists the account statuses for the admin', async () => {
    const res = await admin('GET', '/api/admin/status');
    expect(res.json()).toEqual([
      { id: 1, status_name: 'Activo' },
      { id: 2, status_name: 'Inactivo' },
    ]);
  });
});
