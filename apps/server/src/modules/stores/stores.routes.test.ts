import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROLES, type Session, type Store } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { signupOwner } from '#server/test/accounts.ts';
import type { FakeTelegram } from '#server/test/fake-telegram.ts';
import type { TestApp } from '#server/test/harness.ts';
import { demoStoreWithTelegram } from '#server/test/messaging.ts';
import { multipart, testImage } from '#server/test/multipart.ts';

let t: TestApp;
let telegram: FakeTelegram;
let storeId: number;
let other: Session;

beforeAll(async () => {
  ({ t, telegram, storeId } = await demoStoreWithTelegram());
  other = (await signupOwner(t, 'otra@example.com')).session;
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

const owner = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.injectAs(ROLES.CLIENT, { method, url, payload });
const profile = {
  name: 'Bodegón La Esquina',
  description: 'Víveres y más',
  phone: '+58 412 555 0100',
  category_id: 2,
  address: 'Av. Principal de Los Palos Grandes',
  latitude: 10.4996,
  longitude: -66.8457,
};

describe('store profile', () => {
  it('updates the profile with a category and a place from the shipped data set', async () => {
    const countries = (await owner('GET', '/api/countries')).json<{ id: number; iso2: string }[]>();
    const ve = countries.find((c) => c.iso2 === 'VE')!;
    const state = (await owner('GET', `/api/states/${ve.id}`)).json<{ id: number; name: string }[]>()[0]!;
    const city = (await owner('GET', `/api/cities/${state.id}`)).json<{ id: number }[]>()[0]!;
    const res = await owner('PATCH', `/api/store/${storeId}`, {
      ...profile,
      country_id: ve.id,
      state_id: state.id,
      city_id: city.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Store>()).toMatchObject({
      description: 'Víveres y más',
      category_id: 2,
      categoryName: expect.any(String),
      country_id: ve.id,
      city_id: city.id,
      latitude: 10.4996,
      longitude: -66.8457,
    });
    expect((await owner('GET', '/api/store/mystore')).json<Store>().address).toBe(profile.address);
  });

  it('refuses a city outside the chosen state, and a missing name, changing nothing', async () => {
    const countries = (await owner('GET', '/api/countries')).json<{ id: number; iso2: string }[]>();
    const ve = countries.find((c) => c.iso2 === 'VE')!;
    const states = (await owner('GET', `/api/states/${ve.id}`)).json<{ id: number }[]>();
    const cityOfSecond = (await owner('GET', `/api/cities/${states[1]!.id}`)).json<{ id: number }[]>()[0]!;
    const res = await owner('PATCH', `/api/store/${storeId}`, {
      ...profile,
      description: 'Cambiada',
      country_id: ve.id,
      state_id: states[0]!.id,
      city_id: cityOfSecond.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.city_id).toEqual(['El campo ciudad no es válido']);
    const noName = await owner('PATCH', `/api/store/${storeId}`, { ...profile, name: '' });
    expect(noName.json().errors.name).toEqual(['El campo nombre es obligatorio']);
    expect((await owner('GET', '/api/store/mystore')).json<Store>().description).not.toBe('Cambiada');
  });

  it('sets the store image and serves it', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/store/set_image/${storeId}`,
      ...multipart([{ name: 'image', value: await testImage('jpeg', 300), filename: 'logo.jpg' }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<Store>().image!;
    expect(image).toMatch(/^\/api\/files\/.+\.jpg$/);
    expect((await t.inject({ method: 'GET', url: image })).headers['content-type']).toBe('image/jpeg');
  });

  it('leaves no orphan file when the image is replaced twice at once', async () => {
    const dir = path.join(t.dataDir, 'files');
    const before = new Set(readdirSync(dir));
    const upload = async (hue: number) =>
      t.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: `/api/store/set_image/${storeId}`,
        ...multipart([{ name: 'image', value: await testImage('png', 200, hue), filename: 'logo.png' }]),
      });
    const answers = await Promise.all([upload(10), upload(200)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const current = (await owner('GET', '/api/store/mystore')).json<Store>().image!.split('/').pop()!;
    // Of everything written by the two uploads, only the picture the store names is left,
    // and the picture it named before is gone.
    const added = readdirSync(dir).filter((f) => !before.has(f));
    expect(added).toEqual([current]);
    expect(readdirSync(dir).filter((f) => before.has(f) && f.endsWith('.jpg'))).toEqual([]);
  });

  it('requires a file to set the image', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/store/set_image/${storeId}`,
      ...multipart([{ name: 'note', value: 'sin archivo' }]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['Debe seleccionar una imagen']);
  });
});

describe('chat-bot store', () => {
  it('tells whether a token is connected by asking the Bot API', async () => {
    const token = telegram.addBot('bodegon_esquina_bot');
    const ok = await owner('POST', `/api/store/${storeId}/telegram/check`, { token });
    expect(ok.json()).toEqual({ connected: true, webhook_url: '', webhook_is_ours: false });
    const bad = await owner('POST', `/api/store/${storeId}/telegram/check`, {
      token: `999999:${'B'.repeat(35)}`,
    });
    expect(bad.json()).toMatchObject({ connected: false });
    expect(telegram.calls.some((c) => c.method === 'getWebhookInfo' && c.token === token)).toBe(true);
  });

  it('saves a working token sealed, registers the webhook with a secret and never returns the token', async () => {
    const token = telegram.addBot('arepera_bot');
    const res = await owner('PATCH', `/api/store/${storeId}/telegram`, {
      telegram_user_bot: '@arepera_bot',
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const store = res.json<Store>();
    expect(store).toMatchObject({
      telegram_user_bot: 'arepera_bot',
      telegram_token_set: true,
      telegram_token_hint: token.slice(-4),
      telegram_connected: true,
    });
    expect(res.body).not.toContain(token);
    const bot = telegram.bots.get(token)!;
    expect(bot.webhookUrl).toBe(`http://panel.test/api/telegram/${storeId}`);
    expect(bot.secret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const [row] = await queryRows<{ telegram_token_enc: string }>(
      t.database.db,
      sql`select telegram_token_enc from stores where id = ${storeId}`,
    );
    expect(row!.telegram_token_enc).not.toContain(token.split(':')[1]!);
    // The saved token is what a check without a token asks about.
    const check = await owner('POST', `/api/store/${storeId}/telegram/check`, {});
    expect(check.json()).toMatchObject({ connected: true, webhook_is_ours: true });
  });

  it('refuses a token Telegram does not know, and a bot name that is not the token’s', async () => {
    const rejected = await owner('PATCH', `/api/store/${storeId}/telegram`, {
      telegram_user_bot: 'cualquier_bot',
      token: `123456:${'C'.repeat(35)}`,
    });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().errors.token).toEqual(['Telegram no reconoce este token']);
    const token = telegram.addBot('verdadero_bot');
    const mismatch = await owner('PATCH', `/api/store/${storeId}/telegram`, {
      telegram_user_bot: 'falso_bot',
      token,
    });
    expect(mismatch.json().errors.telegram_user_bot[0]).toContain('@verdadero_bot');
    const malformed = await owner('PATCH', `/api/store/${storeId}/telegram`, {
      telegram_user_bot: '',
      token: 'abc',
    });
    expect(malformed.json().errors).toMatchObject({
      telegram_user_bot: ['El campo usuario del bot es obligatorio'],
      token: [expect.stringContaining('BotFather')],
    });
    expect((await owner('GET', '/api/store/mystore')).json<Store>().telegram_user_bot).toBe('arepera_bot');
  });
});

describe('web store', () => {
  it('sets a unique URL-safe alias and makes the chosen template current', async () => {
    const before = (await owner('GET', '/api/store/mystore')).json<Store>();
    const chosen = before.templates[2]!;
    const res = await owner('PATCH', `/api/store/${storeId}/web`, {
      web_store: 'La-Esquina',
      template_id: chosen.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const store = res.json<Store>();
    expect(store.web_store).toBe('la-esquina');
    expect(store.templates[0]).toEqual(chosen);
    expect(store.templates).toHaveLength(before.templates.length);
  });

  it('refuses an alias in use by another store, a reserved one and a malformed one', async () => {
    const asOther = (payload: object) =>
      t.inject({
        method: 'PATCH',
        url: `/api/store/${other.store_id}/web`,
        payload,
        headers: { authorization: `Bearer ${other.access_token}` },
      });
    expect((await asOther({ web_store: 'la-esquina', template_id: 1 })).json().errors.web_store).toEqual([
      'Esta dirección ya está en uso por otra tienda',
    ]);
    expect((await asOther({ web_store: 'admin', template_id: 1 })).json().errors.web_store).toEqual([
      'Esta dirección está reservada; elija otra',
    ]);
    expect((await asOther({ web_store: 'mi tienda!', template_id: 1 })).json().errors.web_store).toEqual([
      'La dirección solo admite letras minúsculas, números y guiones entre palabras',
    ]);
  });
});

describe('isolation', () => {
  it("answers 404 to another owner and 403 to a cashier for the demo store's settings", async () => {
    const calls: ['PATCH' | 'POST', string, object][] = [
      ['PATCH', `/api/store/${storeId}`, profile],
      ['POST', `/api/store/${storeId}/telegram/check`, {}],
      [
        'PATCH',
        `/api/store/${storeId}/telegram`,
        { telegram_user_bot: 'x_bot', token: `123456:${'D'.repeat(35)}` },
      ],
      ['PATCH', `/api/store/${storeId}/web`, { web_store: 'robada', template_id: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${other.access_token}` },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await t.injectAs(ROLES.CASHIER, { method, url, payload })).statusCode).toBe(403);
    }
    const image = await t.inject({
      method: 'POST',
      url: `/api/store/set_image/${storeId}`,
      ...multipart([{ name: 'image', value: await testImage(), filename: 'x.png' }]),
    });
    expect(image.statusCode).toBe(401);
  });
});
