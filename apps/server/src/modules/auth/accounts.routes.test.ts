import { ROLES, type Session } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { bearer, sessionCalls } from '#server/test/sessions.ts';

// Opening an account: a store owner's own sign-up, and the admin's accounts for others.

let t: TestApp;
const { login } = sessionCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('POST auth/signup', () => {
  const body = {
    name: 'Luisa',
    lastname: 'Pérez',
    email: 'Luisa@Example.com',
    phone: '+58 414 1234567',
    storeName: 'Arepera Luisa',
    storeDescription: 'Arepas y jugos',
    password: 'clave-segura-1',
    password_confirmation: 'clave-segura-1',
  };

  it('creates a store owner with a new store and returns the session', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.statusCode).toBe(200);
    const s = res.json<Session>();
    expect(s).toMatchObject({ role_id: ROLES.CLIENT, email: 'luisa@example.com', name: 'Luisa' });
    const store = await t.inject({ method: 'GET', url: '/api/store/mystore', headers: bearer(s) });
    expect(store.json()).toMatchObject({
      id: s.store_id,
      name: 'Arepera Luisa',
      description: 'Arepas y jugos',
    });
    expect((await login('luisa@example.com', 'clave-segura-1')).statusCode).toBe(200);
  });

  it('refuses a registered email, whatever its case, with errors.email', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, email: 'TIENDA@vitrina.test' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['El email ya esta registrado'] });
  });

  it('answers 422 with a Spanish text for each bad field and creates nothing', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        ...body,
        email: 'otra@example.com',
        name: ' ',
        password: 'corta',
        password_confirmation: 'otra',
      },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['El campo nombre es obligatorio']);
    expect(errors.password).toEqual(['El campo contraseña debe tener al menos 8 caracteres']);
    expect((await login('otra@example.com', 'corta')).statusCode).toBe(401);
  });

  it('refuses a confirmation that does not match', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, email: 'tercera@example.com', password_confirmation: 'distinta-123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_confirmation).toEqual(['La confirmación de la contraseña no coincide']);
  });
});

describe('POST admin', () => {
  const user = {
    name: 'Pedro',
    lastname: 'Pérez',
    email: 'pedro@vitrina.test',
    role_id: ROLES.CASHIER,
    password: 'clave-pedro-1',
    password_confirmation: 'clave-pedro-1',
  };

  it('lets the admin create a cashier for a store, who can then sign in', async () => {
    const storeId = (await t.login('tienda@vitrina.test')).store_id;
    const res = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/admin',
      payload: { ...user, store_id: storeId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'pedro@vitrina.test',
      role_id: ROLES.CASHIER,
      store_id: storeId,
    });
    const s = (await login('pedro@vitrina.test', 'clave-pedro-1', '10.6.0.1')).json<Session>();
    expect(s.store_id).toBe(storeId);
  });

  it('requires a real store for a cashier', async () => {
    const res = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/admin',
      payload: { ...user, email: 'sin-tienda@vitrina.test', store_id: 99999 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.store_id).toBeDefined();
  });

  it('is refused to every other role', async () => {
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY, ROLES.TICKETMASTER]) {
      const res = await t.injectAs(role, { method: 'POST', url: '/api/admin', payload: user });
      expect(res.statusCode).toBe(403);
    }
  });
});
