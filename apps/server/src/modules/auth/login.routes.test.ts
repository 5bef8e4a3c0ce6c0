import { ROLES, type Session } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { hashSecret } from '#server/lib/tokens.ts';
import { LOGIN_LIMITS } from '#server/modules/auth/auth.service.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { bearer, sessionCalls } from '#server/test/sessions.ts';

let t: TestApp;
const { login, newOwner } = sessionCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('POST auth/login', () => {
  it.each([
    ['admin@vitrina.test', ROLES.ADMIN],
    ['tienda@vitrina.test', ROLES.CLIENT],
    ['cajero@vitrina.test', ROLES.CASHIER],
    ['delivery@vitrina.test', ROLES.DELIVERY],
    ['taquilla@vitrina.test', ROLES.TICKETMASTER],
  ])('signs in %s with the session fields', async (email, role) => {
    const res = await login(email, 'demo1234');
    expect(res.statusCode).toBe(200);
    const s = res.json<Session>();
    expect(s).toMatchObject({ token_type: 'Bearer', email, role_id: role });
    expect(Object.keys(s).sort()).toEqual(
      [
        'access_token',
        'email',
        'lastname',
        'name',
        'plan_id',
        'role_id',
        'store_id',
        'time_zone',
        'token_type',
        'user_id',
      ].sort(),
    );
    if (role === ROLES.CLIENT || role === ROLES.CASHIER) expect(s.store_id).toEqual(expect.any(Number));
    // The store's staff read times in the store's zone, the others in the platform's.
    expect(s.time_zone).toBe('America/Caracas');
    // At least 128 bits of randomness, and only its hash is stored.
    expect(Buffer.from(s.access_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from auth_tokens where user_id = ${s.user_id}`,
    );
    expect(rows.map((r) => r.token_hash)).toContain(hashSecret(s.access_token));
    expect(rows.map((r) => r.token_hash)).not.toContain(s.access_token);
  });

  it('refuses a wrong password and an unknown email with 401 and a message', async () => {
    for (const [email, password] of [
      ['tienda@vitrina.test', 'wrong-password'],
      ['nadie@vitrina.test', 'demo1234'],
    ] as const) {
      const res = await login(email, password, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Los datos ingresados son inválidos');
    }
  });

  it('answers 422 with Spanish field errors for a malformed body', async () => {
    const res = await login('not-an-email', '');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['El campo email debe ser un correo electrónico válido'],
      password: ['El campo contraseña es obligatorio'],
    });
  });

  it("pauses a stranger's address after its failures, never the owner of the account", async () => {
    await newOwner('bloqueada@example.com');
    for (let i = 0; i < LOGIN_LIMITS.perAddressMinute; i++) {
      expect((await login('bloqueada@example.com', 'bad', '10.1.0.1')).statusCode).toBe(401);
    }
    // The stranger's address is paused, even with the right password…
    const res = await login('bloqueada@example.com', 'demo1234', '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBeTruthy();
    // …and the owner, from her own address, signs in.
    expect((await login('bloqueada@example.com', 'demo1234', '10.1.1.1')).statusCode).toBe(200);
  });

  it('pauses an account only when more addresses fail on it than one could, however many at once', async () => {
    await newOwner('asediada@example.com');
    const guesses = LOGIN_LIMITS.perAccountQuarter + 20;
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, i) =>
        login('asediada@example.com', `mala-${i}`, `10.3.${i >> 4}.${i & 15}`),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.perAccountQuarter);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect((await login('asediada@example.com', 'demo1234', '10.3.99.1')).statusCode).toBe(429);
  }, 60_000);

  it('holds the limit under 50 simultaneous wrong passwords from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(`nadie${i}@example.com`, 'mala', '10.4.0.1')),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect((await login('admin@vitrina.test', 'demo1234', '10.4.0.1')).statusCode).toBe(429);
  });

  it('does not count a successful sign-in against the limit', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await login('cajero@vitrina.test', 'demo1234', '10.5.0.1')).statusCode).toBe(200);
    }
  });

  it('pauses an address after 30 failures in a quarter of an hour, at any pace', async () => {
    const address = '10.6.0.1';
    // The minute's window is emptied between rounds: only the quarter's counts on.
    const clearMinute = () =>
      t.database.db.execute(sql`delete from rate_limits where key = ${`login:ip:${address}`}`);
    for (let round = 0; round < LOGIN_LIMITS.perAddressQuarter / LOGIN_LIMITS.perAddressMinute; round++) {
      for (let i = 0; i < LOGIN_LIMITS.perAddressMinute; i++)
        expect((await login(`y${round}-${i}@vitrina.test`, 'bad', address)).statusCode).toBe(401);
      await clearMinute();
    }
    expect((await login('admin@vitrina.test', 'demo1234', address)).statusCode).toBe(429);
  });

  it('rate limits after 10 failed attempts a minute from one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login(`x${i}@vitrina.test`, 'bad', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('admin@vitrina.test', 'demo1234', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('admin@vitrina.test', 'demo1234', '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('GET auth/logout', () => {
  it('revokes the token, which then gets 401 everywhere', async () => {
    const s = (await login('tienda@vitrina.test', 'demo1234', '10.3.0.1')).json<Session>();
    expect(
      (await t.inject({ method: 'GET', url: '/api/store/mystore', headers: bearer(s) })).statusCode,
    ).toBe(200);
    const out = await t.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(s) });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/store/mystore', headers: bearer(s) })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(s) })).statusCode).toBe(
      401,
    );
  });
});
