import { ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

// The server as a whole, whatever the route: its health, how it answers an unknown path or an
// unexpected failure, its security headers, its OpenAPI document and its per-request logs.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, () => {
        throw new Error('secret internals at /srv/app.ts:42');
      });
    },
  });
});

afterAll(async () => {
  await t.close();
});

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

  it('keeps a signed-in answer out of every cache, and sends no HSTS over plain HTTP', async () => {
    const mine = await t.injectAs(ROLES.ADMIN, { method: 'GET', url: '/api/profile' });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const refused = await t.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Bearer nope' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
    expect(health.headers['strict-transport-security']).toBeUndefined();
  });

  it('tells browsers to keep to HTTPS once a reply came over it (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const secure = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it("believes only the trusted hops: a client's own X-Forwarded-For does not choose its address", async () => {
    const ipsBehind = async (trust: string, forwarded: string[]) => {
      const proxied = await createTestApp({
        env: { TRUST_PROXY: trust },
        beforeReady: (app) => {
          app.get('/api/test/ip', { config: { access: 'public' } }, (req) => ({ ip: req.ip }));
        },
      });
      try {
        const ips: string[] = [];
        for (const header of forwarded) {
          const res = await proxied.inject({
            method: 'GET',
            url: '/api/test/ip',
            headers: { 'x-forwarded-for': header },
          });
          ips.push(res.json().ip);
        }
        return ips;
      } finally {
        await proxied.close();
      }
    };
    // The proxy (here the peer, 127.0.0.1) appends the address it saw to what the client sent.
    const sent = ['203.0.113.9', '1.2.3.4, 203.0.113.9', '10.9.9.9, 8.8.8.8, 203.0.113.9'];
    expect(await ipsBehind('1', sent)).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9']);
    expect(await ipsBehind('127.0.0.1', sent)).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9']);
    // A peer that is not the named proxy is the client, whatever it writes.
    expect(await ipsBehind('10.0.0.1', sent)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
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
    // Public operations need no token; every other one needs the bearer token (the default).
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { security?: unknown }>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    const publicKeys = new Set(
      t.app.routeAccess
        .filter((r) => r.access === 'public' && r.url.startsWith('/api/'))
        .map((r) => `${r.method} ${r.url.slice(4).replace(/:(\w+)/g, '{$1}')}`),
    );
    const open = operations.filter(({ op }) => Array.isArray(op.security) && op.security.length === 0);
    expect(open.map((o) => o.key).sort()).toEqual(
      operations
        .filter((o) => publicKeys.has(o.key))
        .map((o) => o.key)
        .sort(),
    );
    expect(open.map((o) => o.key)).toEqual(
      expect.arrayContaining([
        'GET /health',
        'POST /auth/login',
        'POST /auth/signup',
        'GET /auth/recover/{email}',
      ]),
    );
    expect(operations.find((o) => o.key === 'GET /store/mystore')?.op.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [] }]);
    // An empty answer has no body; a download names its media type.
    const responses = (path: string, method: string) => doc.paths[path][method].responses;
    expect(responses('/banks/{id}', 'delete')['204']).toEqual({ description: 'No content' });
    expect(responses('/store/{id}/faqs', 'get')['204']).toEqual({ description: 'No content' });
    expect(Object.keys(responses('/store/{id}/faqs', 'get')['200'].content)).toEqual(['application/json']);
    for (const [path, type] of [
      ['/bill/export', 'text/csv'],
      ['/deliver/report/export', 'text/csv'],
      ['/public/ticket-qr/{code}', 'image/png'],
    ]) {
      expect(Object.keys(responses(path!, 'get')['200'].content), path).toEqual([type]);
      expect(doc.paths[path!].get['x-download'], path).toBeUndefined();
    }
    // Every operation documents its error answers, with the one error schema.
    const statuses = (path: string, method: string) =>
      Object.keys(responses(path, method)).filter((s) => Number(s) >= 400);
    expect(statuses('/store/mystore', 'get')).toEqual(['400', '401', '403', '404', '409']);
    expect(statuses('/auth/login', 'post')).toEqual(['400', '401', '404', '409', '413', '415', '422', '429']);
    expect(statuses('/banks/{id}', 'delete')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
    ]);
    expect(statuses('/health', 'get')).toEqual(['400']);
    expect(responses('/auth/login', 'post')['422'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.components.schemas.Error.required).toEqual(['message']);
    for (const { key, op } of operations) {
      const codes = Object.keys((op as { responses: object }).responses);
      expect(codes, key).toContain('400');
      expect(
        codes.some((c) => c === '403'),
        key,
      ).toBe(!(Array.isArray(op.security) && op.security.length === 0));
    }
    const refused = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } });
    expect(Object.keys(refused.json()).every((k) => k in doc.components.schemas.Error.properties)).toBe(true);
    // Uploads are multipart forms with their parts; sendImage takes no JSON (it needs a picture).
    const form = (path: string) => doc.paths[path].post.requestBody.content['multipart/form-data'].schema;
    for (const path of [
      '/store/set_image/{id}',
      '/products/{id}/image',
      '/profile/avatar',
      '/deliver/logo',
      '/payments/payments',
      '/deliver/delivery/{id}/deliver',
      '/sendImage/{clientId}',
    ]) {
      expect(Object.keys(doc.paths[path].post.requestBody.content), path).toEqual(['multipart/form-data']);
      expect(doc.paths[path].post['x-upload'], path).toBeUndefined();
    }
    expect(form('/products/{id}/image').properties.images).toMatchObject({
      type: 'array',
      items: { format: 'binary' },
    });
    expect(form('/payments/payments').required).toEqual(['image']);
    expect(Object.keys(form('/payments/payments').properties).sort()).toEqual(
      ['bank_id', 'currency', 'image', 'plan_id', 'reference'].sort(),
    );
    expect(form('/sendImage/{clientId}')).toMatchObject({ required: ['text', 'image'] });
    expect(form('/sendImage/{clientId}').properties.image.description).toMatch(/JPEG, PNG or WEBP .* 5 MB/);
    // The shop's order and the ticket purchase carry their proof: multipart only, typed parts.
    for (const path of ['/shop/{web_store}/orders', '/public/events/{id}/purchase']) {
      expect(Object.keys(doc.paths[path].post.requestBody.content), path).toEqual(['multipart/form-data']);
      expect(form(path).required, path).toContain('proof');
      expect(doc.paths[path].post.requestBody.description, path).toMatch(/Every part is text/);
    }
    expect(form('/shop/{web_store}/orders').properties.bank_id).toMatchObject({ type: 'integer' });
    // Writes that take JSON or a form with an optional picture say both.
    for (const path of ['/campaigns', '/ticket/ticket-bots', '/store/store_broadcast/{storeId}']) {
      expect(Object.keys(doc.paths[path].post.requestBody.content).sort(), path).toEqual([
        'application/json',
        'multipart/form-data',
      ]);
      expect(form(path).required, path).not.toContain('image');
    }
    // The rules JSON Schema can say are in the document.
    const bodyOf = (path: string, method = 'post') =>
      doc.paths[path][method].requestBody.content['application/json'].schema.properties;
    expect(bodyOf('/bill').initial_date).toMatchObject({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(bodyOf('/catalogues/{catalogue_id}/products').price).toMatchObject({
      multipleOf: 0.01,
      minimum: 0.01,
    });
    expect(bodyOf('/auth/login').email).toMatchObject({ format: 'email', maxLength: 190 });
    expect(bodyOf('/plans/dollar-rate', 'put').dollarRate).toMatchObject({ multipleOf: 0.0001 });
    // What JSON Schema cannot say (fields that go together) is in the body's description.
    const described = (path: string, method = 'post', type = 'application/json') =>
      doc.paths[path][method].requestBody.content[type].schema.description as string;
    expect(described('/store/{id}', 'patch')).toMatch(/latitude and longitude come together/);
    expect(described('/banks')).toMatch(/20 digits for a VES account/);
    expect(described('/auth/signup')).toMatch(/password_confirmation must equal password/);
    expect(described('/ticket/ticket-bots')).toMatch(/ends_at, when given, is after starts_at/);
    expect(described('/bill')).toMatch(/final_date is on or after initial_date, at most \d+ days later/);
    expect(described('/shop/{web_store}/orders', 'post', 'multipart/form-data')).toMatch(
      /company_id is required when delivery is 'company'/,
    );
    const withBody204 = operations.filter(
      ({ op }) => (op as { responses: Record<string, { content?: unknown }> }).responses['204']?.content,
    );
    expect(withBody204).toEqual([]);
    const docs = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
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
