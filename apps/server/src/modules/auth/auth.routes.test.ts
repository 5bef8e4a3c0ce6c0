import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { hashSecret } from '#server/lib/tokens.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { findPrincipalByTokenHash } from './auth.repository.ts';

// Who may call what: every route's declared access, the public ones by name, a token's
// principal, and the answers to a missing token or another role. Signing in and out:
// login.routes.test.ts; opening accounts: accounts.routes.test.ts; password recovery:
// recovery.routes.test.ts.

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
  'GET /api/files/:name',
  // A proof, a delivery photo or a QR image: only to a link the API signed (lib/file-links.ts).
  'GET /api/files/private/:name',
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
  'POST /api/shop/:web_store/order-check',
  'POST /api/shop/:web_store/orders',
  'POST /api/shop/:web_store/quote',
  'GET /api/shop/orders/:token',
  'POST /api/shop/orders/:token/proof',
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

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
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

describe('a session left idle', () => {
  it('ends after SESSION_IDLE_MINUTES without a request, saying why; use keeps it alive', async () => {
    const session = await t.login('cajero@vitrina.test');
    const hash = hashSecret(session.access_token);
    const lastUsed = async () =>
      (
        await queryRows<{ minutes: number }>(
          t.database.db,
          sql`select round(extract(epoch from now() - last_used_at) / 60)::int as minutes
              from auth_tokens where token_hash = ${hash}`,
        )
      )[0]!.minutes;
    const idleFor = (minutes: number) =>
      t.database.db.execute(
        sql`update auth_tokens set last_used_at = now() - make_interval(mins => ${minutes}) where token_hash = ${hash}`,
      );
    const profile = () =>
      t.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${session.access_token}` },
      });

    // Used 3 hours ago (the default allows 4): it works, and its idle time starts again.
    await idleFor(180);
    expect((await profile()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(0);
    // Four hours without a request: it ended, and says so.
    await idleFor(241);
    const ended = await profile();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      message: 'Su sesión se cerró por inactividad. Inicie sesión de nuevo para continuar.',
      messageKey: 'serverMessages.sessionIdle',
    });
    // For good: using it again does not bring it back.
    await idleFor(0);
    expect((await profile()).json().messageKey).toBe('serverMessages.unauthenticated');
  });
});

describe('the principal of a token', () => {
  it('carries the tenant of its own role and no other', async () => {
    const principalOf = async (email: string) => {
      const session = await t.login(email);
      return findPrincipalByTokenHash(t.database.db, hashSecret(session.access_token), 240);
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
