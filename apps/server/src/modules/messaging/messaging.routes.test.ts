import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResult, PushTarget } from '../../channels/web-push/push-sender.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const pushed: { endpoint: string; payload: Record<string, unknown> }[] = [];
const goneEndpoints = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({
    pushSender: async (target: PushTarget, payload): Promise<PushResult> => {
      if (goneEndpoints.has(target.endpoint)) return 'gone';
      pushed.push({ endpoint: target.endpoint, payload });
      return 'sent';
    },
  });
});
afterAll(() => t.close());

const subscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe('web push subscription', () => {
  it('gives store owners the VAPID public key and saves their device', async () => {
    const key = await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/push/vapid-public-key' });
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/store/admin_subscription',
      payload: subscription('https://push.example/device-1'),
    });
    expect(res.statusCode).toBe(200);
    // The same device again is one subscription, not two.
    await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/store/admin_subscription',
      payload: subscription('https://push.example/device-1'),
    });
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from push_subscriptions`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a malformed subscription and other roles', async () => {
    const bad = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/store/admin_subscription',
      payload: { endpoint: 'not a url', keys: { p256dh: '', auth: 'x' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['endpoint', 'keys.p256dh']));
    for (const role of [ROLES.ADMIN, ROLES.CASHIER]) {
      expect((await t.injectAs(role, { method: 'GET', url: '/api/push/vapid-public-key' })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('POST sendMessage (admin broadcast)', () => {
  it('queues the message to every store owner by e-mail and to their devices by web push', async () => {
    const res = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/sendMessage',
      payload: { text: 'Mantenimiento el domingo a las 2 a. m.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Mensaje enviado exitosamente', recipients: 1 });
    await t.app.outbox.drain();
    expect(t.mails.map((m) => [m.to, m.text])).toContainEqual([
      'tienda@vitrina.test',
      'Mantenimiento el domingo a las 2 a. m.',
    ]);
    expect(pushed).toEqual([
      {
        endpoint: 'https://push.example/device-1',
        payload: expect.objectContaining({ body: 'Mantenimiento el domingo a las 2 a. m.' }),
      },
    ]);
  });

  it('forgets a device the push service says is gone', async () => {
    goneEndpoints.add('https://push.example/device-1');
    await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/sendMessage',
      payload: { text: 'Otro aviso' },
    });
    await t.app.outbox.drain();
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from push_subscriptions`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses an empty message and one over 240 characters, queuing nothing', async () => {
    const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from outbox`);
    const empty = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/sendMessage',
      payload: { text: ' ' },
    });
    expect(empty.json().errors.text).toEqual(['El campo texto es obligatorio']);
    const long = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/sendMessage',
      payload: { text: 'a'.repeat(241) },
    });
    expect(long.json().errors.text).toEqual(['El campo texto no debe superar 240 caracteres']);
    const after = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from outbox`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('is for the admin only', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/sendMessage',
      payload: { text: 'hola' },
    });
    expect(res.statusCode).toBe(403);
  });
});
