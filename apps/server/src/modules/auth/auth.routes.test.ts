import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { ROLES, type Session } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '#server/channels/email/mailer.ts';
import { queryRows } from '#server/db/client.ts';
import { hashSecret } from '#server/lib/tokens.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { findPrincipalByTokenHash } from './auth.repository.ts';

/**
 * Every route anyone may call without signing in (Fastify adds a HEAD beside each GET). The
 * panel's own files (`/`, `/*`) are public too but only registered when the panel is built.
 */
const PUBLIC_ROUTES = [
  'GET /api/auth/recover/:email',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/files/*',
  'GET /api/health',
  // A ticket's QR picture: its code is the secret (the buyer's e-mail links to it).
  'GET /api/public/ticket-qr/:code',
  'GET /api/openapi.json',
  // The buyer's side of an event: its page and purchase, and the sale's page by its secret token.
  'GET /api/public/events/:id',
  'POST /api/public/events/:id/purchase',
  'GET /api/public/ticket-orders/:token',
  'GET /evento/:id',
  'POST /evento/:id',
  'GET /evento/:id/compra/:token',
  'POST /api/auth/login',
  'POST /api/auth/resetpassword/:code',
  'POST /api/auth/signup',
  // A store bot's webhook: Telegram calls it with the store's secret header instead of a session.
  'POST /api/telegram/:storeId',
  // An event bot's webhook (tickets): Telegram calls it with the event bot's secret header.
  'POST /api/telegram/events/:eventId',
  // The shopper's side (issue 15): a store's storefront, its JSON twins and the checkout; the
  // order by its secret token; a Mini App's session (its initData is checked against the bot).
  'GET /api/shop/:web_store',
  'GET /api/shop/:web_store/accounts',
  'GET /api/shop/:web_store/products',
  'GET /api/shop/:web_store/products/:id',
  'POST /api/shop/:web_store/orders',
  'POST /api/shop/:web_store/quote',
  'GET /api/shop/orders/:token',
  'POST /api/shop/orders/:token/push',
  'POST /api/shop/orders/:token/received',
  'POST /api/shop/telegram-session',
  'GET /tienda/:web_store',
  'GET /tienda/:web_store/carrito',
  'GET /tienda/:web_store/producto/:id',
  'GET /tienda/assets/:file',
  'GET /tienda/pedido/:token',
  'POST /tienda/pedido/:token/recibido',
  'GET /tienda/sw.js',
].sort();

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string; raw: string }[] = [];

beforeAll(async () => {
  // A real SMTP server in this process: the recovery mail travels the same road as in production.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    from: 'Vitrina <no-reply@vitrina.test>',
    dataDir: '/nonexistent',
  });
  t = await createTestApp({
    mailer,
    beforeReady: (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, () => {
        throw new Error('secret internals at /srv/app.ts:42');
      });
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const bearer = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });
/** A new store owner, so tests that lock or change an account leave the demo accounts alone. */
async function newOwner(email: string, password = 'demo1234'): Promise<Session> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      name: 'Prueba',
      lastname: 'Test',
      email,
      storeName: 'Tienda',
      storeDescription: 'Prueba',
      password,
      password_confirmation: password,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Session>();
}

describe('health and errors', () => {
  it('answers ok once the database is migrated', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('hides an unexpected failure behind the generic text and logs it with the request id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Ha ocurrido un error inesperado.',
      messageKey: 'serverMessages.unexpected',
    });
    expect(res.body).not.toContain('secret internals');
    const line = t
      .logs()
      .split('\n')
      .find((l) => l.includes('unexpected failure'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on every reply, errors included', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/login', '/store/mystore']));
    const docs = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });
});

describe('every route declares who may call it', () => {
  it('has an access declaration on each registered route', () => {
    const missing = t.app.routeAccess.filter((r) => r.access === undefined);
    expect(missing).toEqual([]);
    expect(t.app.routeAccess.length).toBeGreaterThan(8);
  });

  it('has exactly these public routes: a new one is a deliberate edit of this list', () => {
    const testOnly = new Set(['/api/test/boom']);
    const open = t.app.routeAccess
      .filter((r) => r.access === 'public' && r.method !== 'HEAD' && !testOnly.has(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(open)].sort()).toEqual(PUBLIC_ROUTES);
  });
});

describe('per-request logs', () => {
  it('writes no request or response line at the default level, but still logs a failure', async () => {
    const before = t.logs().length;
    await t.inject({ method: 'GET', url: '/api/health' });
    await t.inject({ method: 'GET', url: '/api/nothing-here' });
    await t.inject({ method: 'GET', url: '/api/test/boom' });
    const lines = t.logs().slice(before);
    expect(lines).not.toMatch(/incoming request|request completed|not found/);
    expect(lines).toContain('unexpected failure');
  });

  // A second server of its own: slow to start on a busy machine.
  it('writes them at debug', { timeout: 90_000 }, async () => {
    const debug = await createTestApp({ env: { LOG_LEVEL: 'debug' } });
    try {
      await debug.inject({ method: 'GET', url: '/api/health' });
      expect(debug.logs()).toContain('incoming request');
      expect(debug.logs()).toContain('request completed');
    } finally {
      await debug.close();
    }
  });
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
        'token_type',
        'user_id',
      ].sort(),
    );
    if (role === ROLES.CLIENT || role === ROLES.CASHIER) expect(s.store_id).toEqual(expect.any(Number));
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

  it('rate limits after 10 failed attempts a minute for one email, even with the right password', async () => {
    await newOwner('bloqueada@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await login('bloqueada@example.com', 'bad', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const res = await login('bloqueada@example.com', 'demo1234', '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBeTruthy();
  });

  it('holds the limit under 50 simultaneous wrong passwords for one email', async () => {
    await newOwner('asediada@example.com');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login('asediada@example.com', `mala-${i}`, `10.3.${i}.1`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(40);
    expect((await login('asediada@example.com', 'demo1234', '10.3.99.1')).statusCode).toBe(429);
  });

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

  it('rate limits after 10 failed attempts a minute from one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login(`x${i}@vitrina.test`, 'bad', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('admin@vitrina.test', 'demo1234', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('admin@vitrina.test', 'demo1234', '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('the principal of a token', () => {
  it('carries the tenant of its own role and no other', async () => {
    const principalOf = async (email: string) => {
      const session = await t.login(email);
      return findPrincipalByTokenHash(t.database.db, hashSecret(session.access_token));
    };
    const owner = await principalOf('tienda@vitrina.test');
    expect(owner).toMatchObject({ roleId: ROLES.CLIENT, ownedStoreId: expect.any(Number) });
    expect(owner).toMatchObject({ companyId: null, ticketManagerId: null, cashierStoreId: null });
    const cashier = await principalOf('cajero@vitrina.test');
    expect(cashier).toMatchObject({
      cashierStoreId: owner!.ownedStoreId,
      ownedStoreId: null,
      ticketManagerId: null,
    });
    const company = await principalOf('delivery@vitrina.test');
    expect(company).toMatchObject({
      companyId: expect.any(Number),
      ticketManagerId: null,
      ownedStoreId: null,
    });
    const tickets = await principalOf('taquilla@vitrina.test');
    expect(tickets).toMatchObject({ ticketManagerId: expect.any(Number), companyId: null });
  });
});

describe('access control', () => {
  it('answers 401 without a token and with a bad one', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/store/mystore' })).statusCode).toBe(401);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/store/mystore',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBeTruthy();
  });

  it('answers 403 to a route of another role', async () => {
    const res = await t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/store/mystore' });
    expect(res.statusCode).toBe(403);
    const admin = await t.injectAs(ROLES.CLIENT, { method: 'POST', url: '/api/admin', payload: {} });
    expect(admin.statusCode).toBe(403);
  });

  it('checks the token before validating the body', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/admin', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET store/mystore', () => {
  it("returns the owner's store with its templates, the first being current", async () => {
    const res = await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/store/mystore' });
    expect(res.statusCode).toBe(200);
    const store = res.json();
    expect(store).toMatchObject({
      name: 'Bodegón La Esquina',
      web_store: 'bodegon-la-esquina',
      statusName: 'Activo',
    });
    expect(store.templates.length).toBeGreaterThan(0);
  });
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

describe('password recovery', () => {
  const recover = (email: string, remoteAddress = '10.4.0.1') =>
    t.inject({ method: 'GET', url: `/api/auth/recover/${encodeURIComponent(email)}`, remoteAddress });
  const reset = (code: string, password: string) =>
    t.inject({
      method: 'POST',
      url: `/api/auth/resetpassword/${code}`,
      payload: { code, password, password_confirmation: password },
    });

  async function mailedCode(to: string): Promise<string> {
    await t.app.outbox.drain();
    const mail = received.filter((m) => m.to === to).at(-1);
    expect(mail, `a mail to ${to}`).toBeDefined();
    const unfolded = mail!.raw.replace(/=\r?\n/g, '');
    const match = unfolded.match(/http:\/\/panel\.test\/session\/reset-password\/([A-Za-z0-9_-]+)/);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it('answers 404 with a message for an unknown email', async () => {
    const res = await recover('nadie@vitrina.test');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe ningun usuario registrado con este email');
  });

  it('mails a single-use link that sets a new password and revokes the other sessions', async () => {
    await newOwner('olvido@example.com');
    const before = (await login('olvido@example.com', 'demo1234', '10.4.1.1')).json<Session>();
    const res = await recover('olvido@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email enviado exitosamente');
    const code = await mailedCode('olvido@example.com');

    // Stored only as a hash.
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from password_resets`,
    );
    expect(stored.map((r) => r.code_hash)).toContain(hashSecret(code));
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const done = await reset(code, 'nueva-clave-99');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Contraseña actualizada exitosamente');
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(before) })).statusCode,
    ).toBe(401);
    expect((await login('olvido@example.com', 'demo1234', '10.4.1.2')).statusCode).toBe(401);
    expect((await login('olvido@example.com', 'nueva-clave-99', '10.4.1.3')).statusCode).toBe(200);

    const again = await reset(code, 'otra-clave-100');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toBeDefined();
  });

  it('refuses an expired code', async () => {
    await newOwner('vencido@example.com');
    await recover('vencido@example.com', '10.4.2.1');
    const code = await mailedCode('vencido@example.com');
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where code_hash = ${hashSecret(code)}`,
    );
    expect((await reset(code, 'nueva-clave-99')).statusCode).toBe(422);
    expect((await login('vencido@example.com', 'demo1234', '10.4.2.2')).statusCode).toBe(200);
  });

  it('refuses a mismatched confirmation without using the code', async () => {
    await newOwner('distinta@example.com');
    await recover('distinta@example.com', '10.4.3.1');
    const code = await mailedCode('distinta@example.com');
    const res = await t.inject({
      method: 'POST',
      url: `/api/auth/resetpassword/${code}`,
      payload: { password: 'nueva-clave-99', password_confirmation: 'otra-cosa-99' },
    });
    expect(res.statusCode).toBe(422);
    expect((await reset(code, 'nueva-clave-99')).statusCode).toBe(200);
  });

  it('rate limits recovery per email and per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await recover('tienda@vitrina.test', `10.5.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i++) fromOne.push((await recover(`n${i}@vitrina.test`, '10.5.1.1')).statusCode);
    expect(fromOne.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(fromOne[10]).toBe(429);
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
