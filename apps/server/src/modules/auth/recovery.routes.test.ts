import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Session } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '#server/channels/email/mailer.ts';
import { queryRows } from '#server/db/client.ts';
import { hashSecret } from '#server/lib/tokens.ts';
import { RECOVERY_ANSWER_MS, RESET_LIMITS, SIGNUP_LIMITS } from '#server/modules/auth/auth.service.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { bearer, sessionCalls } from '#server/test/sessions.ts';

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
  t = await createTestApp({ mailer });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const { login, newOwner } = sessionCalls(() => t);

describe('password recovery', () => {
  const recover = (email: string, remoteAddress = '10.4.0.1') =>
    t.inject({ method: 'GET', url: `/api/auth/recover/${encodeURIComponent(email)}`, remoteAddress });
  const reset = (code: string, password: string, remoteAddress?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/auth/resetpassword/${code}`,
      ...(remoteAddress ? { remoteAddress } : {}),
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

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    await newOwner('conocida@example.com');
    const known = await recover('conocida@example.com');
    const unknown = await recover('nadie@vitrina.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json().message).toBe(
      'Si el email pertenece a una cuenta, le enviamos el enlace de recuperación',
    );
    await t.app.outbox.drain();
    expect(received.filter((m) => m.to === 'nadie@vitrina.test')).toEqual([]);
  });

  it('mails a single-use link that sets a new password and revokes the other sessions', async () => {
    await newOwner('olvido@example.com');
    const before = (await login('olvido@example.com', 'demo1234', '10.4.1.1')).json<Session>();
    const res = await recover('olvido@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Si el email pertenece a una cuenta, le enviamos el enlace de recuperación',
    );
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

  it('ends a code once a newer one is mailed, the password changes or the e-mail changes', async () => {
    // A newer code: only the newest works.
    await newOwner('dos-codigos@example.com');
    await recover('dos-codigos@example.com', '10.4.4.1');
    const first = await mailedCode('dos-codigos@example.com');
    await recover('dos-codigos@example.com', '10.4.4.2');
    const second = await mailedCode('dos-codigos@example.com');
    expect(second).not.toBe(first);
    expect((await reset(first, 'nueva-clave-99')).statusCode).toBe(422);
    expect((await reset(second, 'nueva-clave-99')).statusCode).toBe(200);

    // A password changed in the panel.
    await newOwner('cambia-clave@example.com');
    const owner = (await login('cambia-clave@example.com', 'demo1234', '10.4.5.1')).json<Session>();
    await recover('cambia-clave@example.com', '10.4.5.2');
    const beforeChange = await mailedCode('cambia-clave@example.com');
    const changed = await t.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: bearer(owner),
      payload: {
        current_password: 'demo1234',
        password: 'otra-clave-77',
        password_confirmation: 'otra-clave-77',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(beforeChange, 'de-un-intruso-1')).statusCode).toBe(422);

    // An e-mail changed in the panel: the code mailed to the old address ends with it.
    await newOwner('cambia-correo@example.com');
    const moving = (await login('cambia-correo@example.com', 'demo1234', '10.4.6.1')).json<Session>();
    await recover('cambia-correo@example.com', '10.4.6.2');
    const toOld = await mailedCode('cambia-correo@example.com');
    const moved = await t.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(moving),
      payload: { email: 'nuevo-correo@example.com', current_password: 'demo1234' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await reset(toOld, 'de-un-intruso-2')).statusCode).toBe(422);
    expect((await login('nuevo-correo@example.com', 'demo1234', '10.4.6.3')).statusCode).toBe(200);
  });

  it('answers a known and an unknown address alike, and no sooner than RECOVERY_ANSWER_MS', async () => {
    const timed = async (email: string, address: string) => {
      const started = performance.now();
      const res = await recover(email, address);
      return { status: res.statusCode, body: res.body, ms: performance.now() - started };
    };
    await newOwner('a-tiempo@example.com');
    const known = await timed('a-tiempo@example.com', '10.5.7.1');
    const unknown = await timed('nadie-aqui@vitrina.test', '10.5.7.2');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    expect(known.ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS - 5);
  });

  it('rate limits recovery per email and per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await recover('tienda@vitrina.test', `10.5.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i++) fromOne.push((await recover(`n${i}@vitrina.test`, '10.5.1.1')).statusCode);
    expect(fromOne.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(fromOne[10]).toBe(429);
  });

  it('limits resets per address: guessed codes are refused before any password is hashed', async () => {
    const guesses = await Promise.all(
      Array.from({ length: RESET_LIMITS.perAddress + 5 }, (_, i) =>
        reset(`${'x'.repeat(40)}${i}`, 'adivinada-1', '10.5.9.9'),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(RESET_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // Another address is not held back by that one.
    const other = await reset('y'.repeat(40), 'adivinada-1', '10.5.9.10');
    expect(other.statusCode).toBe(422);
  });
});

describe('sign-up', () => {
  it('is limited per address, and what is refused creates nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0]!.n;
    const before = await count();
    const signup = (i: number, remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress,
        payload: {
          name: 'Masiva',
          lastname: 'Prueba',
          email: `masiva${i}@example.com`,
          storeName: `Tienda ${i}`,
          storeDescription: 'Prueba',
          password: 'demo1234',
          password_confirmation: 'demo1234',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUP_LIMITS.perAddress; i++)
      statuses.push((await signup(i, '10.7.0.1')).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await count()).toBe(before + SIGNUP_LIMITS.perAddress);
    expect((await signup(99, '10.7.0.2')).statusCode).toBe(200);
  });
});
