import path from 'node:path';
import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResult, PushTarget } from '#server/channels/web-push/push-sender.ts';
import { queryRows } from '#server/db/client.ts';
import { textKeyOf } from '#server/lib/message-keys.ts';
import { createSalesService } from '#server/modules/sales/sales.service.ts';
import { type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { campaignKind, outboxRows } from '#server/test/messaging.ts';
import { salesFixture } from '#server/test/sales.ts';
import { diskFileStore } from '#server/test/stored-files.ts';
import { messagingTextKeys, messagingTexts } from './messaging.texts.ts';

let t: TestApp;
let storeId: number;
let _other: OtherAccount;
let fx: Awaited<ReturnType<typeof salesFixture>>;
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
  storeId = (await t.login('tienda@vitrina.test')).store_id!;
  fx = await salesFixture(t, storeId);
  _other = await signupOwner(t, 'otra-tienda@vitrina.test');
}, 60_000);
afterAll(() => t?.close());

const subscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});
const owner = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.injectAs(ROLES.CLIENT, { method, url, ...(payload ? { payload } : {}) });

describe('texts', () => {
  it('has every messaging reply in the catalogue the panel translates', () => {
    for (const [name, text] of Object.entries(messagingTexts)) {
      expect(textKeyOf(text)?.key, name).toBe(
        `serverMessages.${messagingTextKeys[name as keyof typeof messagingTexts]}`,
      );
    }
  });
});

describe('web push subscription', () => {
  it('gives store owners and cashiers the VAPID key and saves their device', async () => {
    const key = await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/push/vapid-public-key' });
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    for (let i = 0; i < 2; i++) {
      const res = await owner(
        'POST',
        '/api/store/admin_subscription',
        subscription('https://fcm.googleapis.com/fcm/send/device-1'),
      );
      expect(res.statusCode).toBe(200);
    }
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from push_subscriptions`,
    );
    // The same device twice is one subscription.
    expect(rows[0]!.n).toBe(1);
    const cashier = await t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/push/vapid-public-key' });
    expect(cashier.statusCode).toBe(200);
  });

  it('refuses a malformed subscription and the admin', async () => {
    const bad = await owner('POST', '/api/store/admin_subscription', {
      endpoint: 'not a url',
      keys: { p256dh: '', auth: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['endpoint', 'keys.p256dh']));
    const admin = await t.injectAs(ROLES.ADMIN, { method: 'GET', url: '/api/push/vapid-public-key' });
    expect(admin.statusCode).toBe(403);
  });

  it("refuses an endpoint that is not a push service's: the server would call it", async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from push_subscriptions`)
      )[0]!.n;
    const before = await count();
    for (const endpoint of [
      'https://127.0.0.1:8443/push/x',
      'https://localhost/push/x',
      'https://[::1]/push/x',
      'https://10.0.0.7/push/x',
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://intranet.local/push',
    ]) {
      const res = await owner('POST', '/api/store/admin_subscription', subscription(endpoint));
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().errors.endpoint, endpoint).toEqual(['El campo suscripción no es válido']);
    }
    expect(await count()).toBe(before);
    // The push services browsers use are taken (and forgotten again: later tests count devices).
    const taken = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ];
    for (const endpoint of taken) {
      const res = await owner('POST', '/api/store/admin_subscription', subscription(endpoint));
      expect(res.statusCode, endpoint).toBe(200);
    }
    expect(await count()).toBe(before + taken.length);
    await t.database.db.execute(
      sql`delete from push_subscriptions where endpoint in (${sql.join(
        taken.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  });
});

describe('POST sendMessage (admin broadcast)', () => {
  it('queues a campaign: an e-mail to every store owner and a push to their devices, reported per recipient', async () => {
    const res = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/sendMessage',
      payload: { text: 'Mantenimiento el domingo a las 2 a. m.' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Mensaje enviado exitosamente', recipients: 2 });
    expect(await campaignKind(t, body.campaign_id)).toBe('admin');
    await t.app.outbox.drain();
    expect(t.mails.map((m) => [m.to, m.text])).toContainEqual([
      'tienda@vitrina.test',
      'Mantenimiento el domingo a las 2 a. m.',
    ]);
    expect(pushed).toEqual([
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        payload: expect.objectContaining({ body: 'Mantenimiento el domingo a las 2 a. m.' }),
      },
    ]);
    const report = await t.injectAs(ROLES.ADMIN, {
      method: 'GET',
      url: `/api/campaigns/${body.campaign_id}`,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      kind: 'admin',
      status: 'done',
      counts: { total: 3, sent: 3, queued: 0 },
    });
    const recipients = await t.injectAs(ROLES.ADMIN, {
      method: 'GET',
      url: `/api/campaigns/${body.campaign_id}/recipients`,
    });
    expect(
      recipients
        .json()
        .data.map((r: { channel: string }) => r.channel)
        .sort(),
    ).toEqual(['email', 'email', 'push']);
    // An owner's e-mail names its row (owners are not customers).
    expect(recipients.json().data.map((r: { name: string }) => r.name)).toContain('tienda@vitrina.test');
    // A store owner does not see the admin's campaigns.
    expect((await owner('GET', `/api/campaigns/${body.campaign_id}`)).statusCode).toBe(404);
  });

  it('forgets a device the push service says is gone', async () => {
    goneEndpoints.add('https://fcm.googleapis.com/fcm/send/device-1');
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
    const before = (await outboxRows(t)).length;
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
    expect((await outboxRows(t)).length).toBe(before);
  });

  it('is for the admin only', async () => {
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY]) {
      const res = await t.injectAs(role, {
        method: 'POST',
        url: '/api/sendMessage',
        payload: { text: 'hola' },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('new-sale alerts', () => {
  it('queues "Nueva venta #N — $total" to the owner’s and the cashiers’ devices in the sale’s transaction', async () => {
    await owner(
      'POST',
      '/api/store/admin_subscription',
      subscription('https://fcm.googleapis.com/fcm/send/owner-2'),
    );
    const cashier = await t.injectAs(ROLES.CASHIER, {
      method: 'POST',
      url: '/api/store/admin_subscription',
      payload: subscription('https://fcm.googleapis.com/fcm/send/cashier-1'),
    });
    expect(cashier.statusCode).toBe(200);
    const sales = createSalesService({
      db: t.database.db,
      files: diskFileStore(path.join(t.dataDir, 'proofs')),
      timeZone: 'America/Caracas',
      onOutbox: () => {},
      publicUrl: 'http://panel.test',
    });
    const id = await sales.create({
      storeId,
      customerId: fx.telegram.id,
      channel: 'telegram',
      items: [{ productId: fx.malta.id, quantity: 2 }],
      shipping: { mode: 'pickup', feeCents: 0 },
      payment: { currency: 'USD' },
    });
    const rows = (await outboxRows(t)).filter(
      (r) => r.channel === 'push' && r.payload.url === `http://panel.test/sales/details/${id}`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.payload.body).toBe(`Nueva venta #${id} — 2,50\u00a0US$`);
  });
});
