import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createMailer } from '#server/channels/email/mailer.ts';
import { createPushSender } from '#server/channels/web-push/push-sender.ts';
import { queryRows } from '#server/db/client.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import { startFakePush } from './fake-push.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Web push through a local https push service, e-mail through a real SMTP server (smtp-server):
// the outcome of each message as the worker stores it.

let t: TestApp;
let push: Awaited<ReturnType<typeof startFakePush>>;
let smtp: SMTPServer;
const delivered: string[] = [];

beforeAll(async () => {
  push = await startFakePush();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The mailbox decides: 4xx is "try later", 5xx "never".
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('lleno')) {
        return callback(Object.assign(new Error('Mailbox full, try later'), { responseCode: 452 }));
      }
      if (address.address.startsWith('nadie')) {
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    env: { OUTBOX_POLL_MS: '60000' },
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      from: 'Vitrina <no-reply@vitrina.test>',
      dataDir: '/nonexistent',
    }),
    pushSender: createPushSender(
      { ...webpush.generateVAPIDKeys(), subject: 'mailto:soporte@vitrina.test' },
      { agent: push.agent, timeoutMs: 5000, allowEndpoint: (e) => e.startsWith(push.endpoint('')) },
    ),
  });
});
afterAll(async () => {
  await t.close();
  await push.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

type Outcome = { status: string; attempts: number; last_error: string | null; retry_in: number };
const outcome = async (id: number) =>
  (
    await queryRows<Outcome>(
      t.database.db,
      sql`select status, attempts, last_error,
                 round(extract(epoch from next_attempt_at - now()))::int as retry_in
          from outbox where id = ${id}`,
    )
  )[0]!;

async function subscribe(name: string): Promise<number> {
  const [owner] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = 'tienda@vitrina.test'`,
  );
  const p256dh = createECDH('prime256v1');
  p256dh.generateKeys();
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${owner!.id}, ${push.endpoint(name)}, ${p256dh.getPublicKey('base64url')},
                ${randomBytes(16).toString('base64url')})
        returning id`,
  );
  return row!.id;
}

const queuePush = async (name: string) =>
  enqueue(t.database.db, {
    channel: 'push',
    recipient: String(await subscribe(name)),
    payload: { title: 'Nueva venta #12 — $25.00', url: '/sales/12' },
  });

describe('web push outcomes', () => {
  it('sends an encrypted notification and stores it as sent', async () => {
    const id = await queuePush('ok');
    await t.app.outbox.drain();
    expect(await outcome(id)).toMatchObject({ status: 'sent', last_error: null });
    expect(push.received.find((r) => r.name === 'ok')).toMatchObject({ status: 201, encrypted: true });
  });

  it("never calls an endpoint that is not a push service's, however it was saved", async () => {
    const sender = createPushSender(
      { ...webpush.generateVAPIDKeys(), subject: 'mailto:soporte@vitrina.test' },
      { agent: push.agent, timeoutMs: 5000 },
    );
    const p256dh = createECDH('prime256v1');
    p256dh.generateKeys();
    const target = {
      endpoint: push.endpoint('inside'),
      p256dh: p256dh.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    await expect(sender(target, { title: 'x' })).rejects.toMatchObject({
      kind: 'permanent',
      message: 'push endpoint is not a push service',
    });
    expect(push.received.some((r) => r.name === 'inside')).toBe(false);
  });

  it('removes a subscription the push service says is gone (404 and 410)', async () => {
    push.answers.set('gone404', [{ status: 404 }]);
    push.answers.set('gone410', [{ status: 410 }]);
    const ids = [await queuePush('gone404'), await queuePush('gone410')];
    await t.app.outbox.drain();
    for (const id of ids) expect((await outcome(id)).status).toBe('sent');
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from push_subscriptions where endpoint like '%/push/gone%'`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('retries after a 429 honouring Retry-After, and after a 5xx with back-off', async () => {
    push.answers.set('busy', [{ status: 429, retryAfter: '120' }]);
    push.answers.set('down', [{ status: 503 }]);
    const busy = await queuePush('busy');
    const down = await queuePush('down');
    await t.app.outbox.drain();
    const b = await outcome(busy);
    expect(b).toMatchObject({ status: 'pending', attempts: 1 });
    expect(b.last_error).toMatch(/^push 429/);
    expect(b.retry_in).toBeGreaterThanOrEqual(118);
    const d = await outcome(down);
    expect(d).toMatchObject({ status: 'pending', attempts: 1 });
    expect(d.last_error).toMatch(/^push 503/);
    expect(d.retry_in).toBeGreaterThanOrEqual(3);
    expect(d.retry_in).toBeLessThanOrEqual(6);
    // Once due, the next attempt goes through.
    await t.database.db.execute(
      sql`update outbox set next_attempt_at = now() where id in (${busy}, ${down})`,
    );
    await t.app.outbox.drain();
    expect((await outcome(busy)).status).toBe('sent');
    expect((await outcome(down)).status).toBe('sent');
  });

  it('dead-letters any other 4xx with its reason at once', async () => {
    push.answers.set('bad', [{ status: 400 }]);
    const id = await queuePush('bad');
    await t.app.outbox.drain();
    expect(await outcome(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'push 400 status 400',
    });
  });
});

describe('e-mail outcomes', () => {
  const queueMail = (to: string) =>
    enqueue(t.database.db, {
      channel: 'email',
      recipient: to,
      payload: { subject: 'Tu pedido #7', text: 'Listo' },
    });

  it('delivers through SMTP', async () => {
    const id = await queueMail('cliente@correo.test');
    await t.app.outbox.drain();
    expect((await outcome(id)).status).toBe('sent');
    expect(delivered).toContain('cliente@correo.test');
  });

  it('keeps a 4xx answer for a retry and dead-letters a 5xx with the reason', async () => {
    const later = await queueMail('lleno@correo.test');
    const never = await queueMail('nadie@correo.test');
    await t.app.outbox.drain();
    const l = await outcome(later);
    expect(l).toMatchObject({ status: 'pending', attempts: 1 });
    expect(l.last_error).toMatch(/^SMTP 452/);
    const n = await outcome(never);
    expect(n).toMatchObject({ status: 'failed', attempts: 1 });
    expect(n.last_error).toMatch(/^SMTP 550/);
  });
});
