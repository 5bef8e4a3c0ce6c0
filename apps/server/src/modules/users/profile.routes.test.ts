import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Profile, ROLE_IDS, type Session } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { signupAddress } from '#server/test/accounts.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipart, testImage } from '#server/test/multipart.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A new store owner, so tests that change an account leave the demo accounts alone. */
async function newOwner(password = 'clave-propia-1'): Promise<Session> {
  seq++;
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: signupAddress(),
    payload: {
      name: 'Paula',
      lastname: `Perfil ${seq}`,
      email: `perfil${seq}@example.com`,
      storeName: `Tienda ${seq}`,
      storeDescription: 'x',
      password,
      password_confirmation: password,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Session>();
}
const as = (s: Session, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({ method, url, payload, headers: { authorization: `Bearer ${s.access_token}` } });
const upload = async (s: Session, parts: Parameters<typeof multipart>[0]) => {
  const form = multipart(parts);
  return t.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${s.access_token}` },
  });
};
const fileOf = (url: string) => path.join(t.dataDir, 'files', path.basename(url));

describe('own profile', () => {
  it('answers every role with its own account', async () => {
    for (const role of ROLE_IDS) {
      const res = await t.injectAs(role, { method: 'GET', url: '/api/profile' });
      expect(res.statusCode).toBe(200);
      const p = res.json<Profile>();
      expect(p.role_id).toBe(role);
      expect(Object.keys(p).sort()).toEqual([
        'avatar',
        'email',
        'id',
        'lastname',
        'name',
        'phone',
        'role_id',
      ]);
      expect(p.avatar).toBeNull();
    }
  });

  it('updates name, lastname, phone and email', async () => {
    const me = await newOwner();
    const res = await as(me, 'PATCH', '/api/profile', {
      name: 'Paola',
      lastname: 'Pérez',
      phone: '+58 424 123 4567',
      email: `Cambiado.${me.email}`,
      current_password: 'clave-propia-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({
      id: me.user_id,
      name: 'Paola',
      lastname: 'Pérez',
      phone: '+58 424 123 4567',
      email: `cambiado.${me.email}`,
    });
    expect((await t.login(`cambiado.${me.email}`, 'clave-propia-1')).user_id).toBe(me.user_id);
  });

  it('changes the e-mail only with the current password, tells the old address and ends the other sessions', async () => {
    const me = await newOwner();
    const elsewhere = await t.login(me.email, 'clave-propia-1');
    const moved = `movido.${me.email}`;
    const missing = await as(me, 'PATCH', '/api/profile', { email: moved });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual(['El campo contraseña actual es obligatorio']);
    const wrong = await as(me, 'PATCH', '/api/profile', { email: moved, current_password: 'otra-clave-9' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toHaveLength(1);
    expect((await as(me, 'GET', '/api/profile')).json().email).toBe(me.email);
    // The name alone needs no password.
    expect((await as(me, 'PATCH', '/api/profile', { name: 'Paulina' })).statusCode).toBe(200);

    const done = await as(me, 'PATCH', '/api/profile', { email: moved, current_password: 'clave-propia-1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().email).toBe(moved);
    const [mail] = await queryRows<{ payload: { subject: string; text: string } }>(
      t.database.db,
      sql`select payload from outbox where channel = 'email' and recipient = ${me.email}`,
    );
    expect(mail!.payload.subject).toBe('El email de su cuenta de Vitrina cambió');
    expect(mail!.payload.text).toContain(`cambió de ${me.email} a ${moved}`);
    // This session goes on; the other one ended.
    expect((await as(me, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await as(elsewhere, 'GET', '/api/profile')).statusCode).toBe(401);
  });

  it('answers the Spanish messages and changes nothing on bad data or a taken email', async () => {
    const me = await newOwner();
    const res = await as(me, 'PATCH', '/api/profile', { name: '', email: 'x@', phone: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['El campo nombre es obligatorio'],
      email: ['El campo email debe ser un correo electrónico válido'],
      phone: ['El campo teléfono no es válido'],
    });
    const taken = await as(me, 'PATCH', '/api/profile', { name: 'Otra', email: 'ADMIN@vitrina.test' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['El email ya esta registrado']);
    expect((await as(me, 'GET', '/api/profile')).json()).toMatchObject({ name: 'Paula', email: me.email });
  });

  it('refuses every profile call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['POST', '/api/profile/avatar'],
      ['POST', '/api/profile/password'],
    ] as const) {
      expect((await t.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('avatar', () => {
  it('stores a picture, replaces it and deletes the old files', async () => {
    const me = await newOwner();
    const first = await upload(me, [
      { name: 'image', value: await testImage('png', 400), filename: 'yo.png', type: 'image/png' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<Profile>().avatar!;
    expect(firstUrl).toMatch(/^\/api\/files\/.+\.png$/);
    const served = await t.inject({ method: 'GET', url: firstUrl });
    expect(served.headers['content-type']).toBe('image/png');
    const firstThumb = fileOf(firstUrl).replace(/\.png$/, '.thumb.webp');
    expect(existsSync(firstThumb)).toBe(true);

    const second = await upload(me, [{ name: 'image', value: await testImage('jpeg'), filename: 'yo.jpg' }]);
    const secondUrl = second.json<Profile>().avatar!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await as(me, 'GET', '/api/profile')).json<Profile>().avatar).toBe(secondUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    expect(existsSync(firstThumb)).toBe(false);
    expect(existsSync(fileOf(secondUrl))).toBe(true);
  });

  it('refuses a file that is not an image, or no file, and keeps the avatar', async () => {
    const me = await newOwner();
    const ok = await upload(me, [{ name: 'image', value: await testImage(), filename: 'a.png' }]);
    const url = ok.json<Profile>().avatar;
    const bad = await upload(me, [{ name: 'image', value: Buffer.from('no soy imagen'), filename: 'x.png' }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.image).toEqual(['El archivo debe ser una imagen JPEG, PNG o WEBP']);
    const none = await upload(me, [{ name: 'otro', value: 'x' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.image).toEqual(['Debe seleccionar una imagen']);
    const json = await as(me, 'POST', '/api/profile/avatar', { image: 'x' });
    expect(json.statusCode).toBe(422);
    expect((await as(me, 'GET', '/api/profile')).json<Profile>().avatar).toBe(url);
  });
});

describe('password change', () => {
  it('changes the password and signs out the other sessions only', async () => {
    const me = await newOwner();
    const elsewhere = await t.login(me.email, 'clave-propia-1');
    const res = await as(me, 'POST', '/api/profile/password', {
      current_password: 'clave-propia-1',
      password: 'clave-nueva-2',
      password_confirmation: 'clave-nueva-2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Contraseña actualizada exitosamente' });
    expect((await as(me, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await as(elsewhere, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await t.login(me.email, 'clave-nueva-2')).user_id).toBe(me.user_id);
  });

  it('refuses a wrong current password or a mismatched confirmation and keeps the old one', async () => {
    const me = await newOwner();
    const wrong = await as(me, 'POST', '/api/profile/password', {
      current_password: 'no-es-esta',
      password: 'clave-nueva-2',
      password_confirmation: 'clave-nueva-2',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['La contraseña actual no es correcta'] });
    const mismatch = await as(me, 'POST', '/api/profile/password', {
      current_password: 'clave-propia-1',
      password: 'clave-nueva-2',
      password_confirmation: 'clave-nueva-3',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'La confirmación de la contraseña no coincide',
    ]);
    const short = await as(me, 'POST', '/api/profile/password', {
      current_password: '',
      password: 'corta',
      password_confirmation: 'corta',
    });
    expect(short.json().errors).toMatchObject({
      current_password: ['El campo contraseña actual es obligatorio'],
      password: ['El campo contraseña debe tener al menos 8 caracteres'],
    });
    expect((await t.login(me.email, 'clave-propia-1')).user_id).toBe(me.user_id);
  });

  it('stops guessing the current password after 10 failures', async () => {
    const me = await newOwner();
    const attempt = () =>
      as(me, 'POST', '/api/profile/password', {
        current_password: 'adivinando',
        password: 'clave-nueva-2',
        password_confirmation: 'clave-nueva-2',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
