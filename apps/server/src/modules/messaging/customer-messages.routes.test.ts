import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import type { FakeTelegram } from '#server/test/fake-telegram.ts';
import type { TestApp } from '#server/test/harness.ts';
import {
  campaignKind,
  connectDemoBot,
  customerOf,
  demoStoreWithTelegram,
  outboxRows,
  productOf,
} from '#server/test/messaging.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { salesFixture } from '#server/test/sales.ts';

// A store's messages to its customers: to one, with a picture, to all, a product's promotion,
// and the admin's text through every store's bot. The admin's broadcast, web push and new-sale
// alerts: messaging.routes.test.ts.
let t: TestApp;
let telegram: FakeTelegram;
let storeId: number;
let other: OtherAccount;
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  ({ t, telegram, storeId } = await demoStoreWithTelegram());
  fx = await salesFixture(t, storeId);
  other = await signupOwner(t, 'otra-tienda@vitrina.test');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

const owner = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.injectAs(ROLES.CLIENT, { method, url, ...(payload ? { payload } : {}) });

describe('messages to one customer', () => {
  it('refuses a store without a bot for a Telegram customer, queuing nothing (409, §8 text)', async () => {
    const res = await owner('POST', `/api/sendMessage/${fx.telegram.id}`, { text: 'Hola' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ha ocurrido un error al enviar el mensaje');
    expect(await outboxRows(t)).not.toContainEqual(expect.objectContaining({ customer_id: fx.telegram.id }));
  });

  it('sends a text to a Telegram customer through the store bot, and reports it per recipient', async () => {
    await connectDemoBot(t, telegram, storeId);
    const res = await owner('POST', `/api/sendMessage/${fx.telegram.id}`, { text: '¡Llegaron las arepas!' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Mensaje enviado exitosamente', recipients: 1 });
    expect(await campaignKind(t, body.campaign_id)).toBe('message');
    const [row] = await outboxRows(t, body.campaign_id);
    expect(row).toMatchObject({
      channel: 'telegram',
      recipient: '555001',
      bot_key: String(storeId),
      customer_id: fx.telegram.id,
      payload: { text: '¡Llegaron las arepas!' },
    });
    await t.app.outbox.drain();
    expect(telegram.sends).toContainEqual(
      expect.objectContaining({ chatId: '555001', text: '¡Llegaron las arepas!' }),
    );
    const report = await owner('GET', `/api/campaigns/${body.campaign_id}/recipients`);
    expect(report.json().data).toEqual([
      expect.objectContaining({ channel: 'telegram', name: 'María González', status: 'sent', error: null }),
    ]);
  });

  it('sends a web customer the message by e-mail (send_notification, or sendMessage)', async () => {
    const res = await owner('POST', `/api/store/send_notification/${fx.web.id}/${storeId}`, {
      message: 'Su pedido está listo',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxRows(t, res.json().campaign_id);
    expect(row).toMatchObject({ channel: 'email', recipient: 'jose@example.com', customer_id: fx.web.id });
    expect(row!.payload).toMatchObject({ text: 'Su pedido está listo' });
    const direct = await owner('POST', `/api/sendMessage/${fx.web.id}`, { text: 'Hola José' });
    expect(direct.statusCode).toBe(200);
  });

  it('answers 404 for another store’s customer or store, 403 for other roles', async () => {
    const foreign = await customerOf(t, other.session.store_id!, 'telegram', '999001');
    expect((await owner('POST', `/api/sendMessage/${foreign.id}`, { text: 'x' })).statusCode).toBe(404);
    expect(
      (
        await owner('POST', `/api/store/send_notification/${fx.web.id}/${other.session.store_id}`, {
          message: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await owner('POST', '/api/sendMessage/999999', { text: 'x' })).statusCode).toBe(404);
    for (const role of [ROLES.CASHIER, ROLES.DELIVERY]) {
      const res = await t.injectAs(role, {
        method: 'POST',
        url: `/api/sendMessage/${fx.telegram.id}`,
        payload: { text: 'x' },
      });
      expect(res.statusCode).toBe(403);
    }
    const asAdmin = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: `/api/store/store_broadcast/${storeId}`,
      payload: { message: 'x' },
    });
    expect(asAdmin.statusCode).toBe(403);
  });

  it('refuses an empty text and one over 1,024 characters in Spanish', async () => {
    const empty = await owner('POST', `/api/sendMessage/${fx.telegram.id}`, { text: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['El campo texto es obligatorio']);
    const long = await owner('POST', `/api/sendMessage/${fx.telegram.id}`, { text: 'a'.repeat(1025) });
    expect(long.json().errors.text).toEqual(['El campo texto no debe superar 1024 caracteres']);
  });

  it('refuses a customer who blocked the bot with the §8 failure text', async () => {
    const blocked = await customerOf(t, storeId, 'telegram', '555999');
    await queryRows(t.database.db, sql`update customers set unreachable_at = now() where id = ${blocked.id}`);
    const res = await owner('POST', `/api/sendMessage/${blocked.id}`, { text: 'Hola' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ha ocurrido un error al enviar el mensaje');
  });
});

describe('images', () => {
  it('requires the picture (422) and a real image', async () => {
    const json = await owner('POST', `/api/sendImage/${fx.telegram.id}`, { text: 'Mire' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.image).toEqual(['Debe seleccionar una imagen']);
    const noFile = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/sendImage/${fx.telegram.id}`,
      ...multipart([{ name: 'text', value: 'Mire' }]),
    });
    expect(noFile.json().errors.image).toEqual(['Debe seleccionar una imagen']);
    const notImage = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/sendImage/${fx.telegram.id}`,
      ...multipart([
        { name: 'text', value: 'Mire' },
        { name: 'image', value: Buffer.from('hola'), filename: 'a.png', type: 'image/png' },
      ]),
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.image).toEqual(['El archivo debe ser una imagen JPEG, PNG o WEBP']);
  });

  it('sends a picture with its caption to one customer, and one to every customer', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/sendImage/${fx.telegram.id}`,
      ...multipart([
        { name: 'text', value: 'La nueva vitrina' },
        { name: 'image', value: await testImage(), filename: 'v.png', type: 'image/png' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Imagen enviada exitosamente');
    const [row] = await outboxRows(t, res.json().campaign_id);
    const photo = row!.payload.photo as string;
    expect(row!.payload.text).toBe('La nueva vitrina');
    expect(existsSync(path.join(t.dataDir, 'files', photo))).toBe(true);
    const all = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/store/store_broadcast/${storeId}`,
      ...multipart([
        { name: 'message', value: 'Oferta del día' },
        { name: 'image', value: await testImage('jpeg'), filename: 'o.jpg', type: 'image/jpeg' },
      ]),
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ message: 'Imagen enviada exitosamente', recipients: 2 });
    const rows = await outboxRows(t, all.json().campaign_id);
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'telegram']);
  });
});

describe('broadcast and promotions', () => {
  it('broadcasts a text to every reachable customer of both channels', async () => {
    const res = await owner('POST', `/api/store/store_broadcast/${storeId}`, {
      message: 'Abrimos el domingo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Mensaje enviado exitosamente', recipients: 2 });
    expect(await campaignKind(t, res.json().campaign_id)).toBe('broadcast');
    const long = await owner('POST', `/api/store/store_broadcast/${storeId}`, { message: 'a'.repeat(241) });
    expect(long.statusCode).toBe(422);
    expect(
      (await owner('POST', `/api/store/store_broadcast/${other.session.store_id}`, { message: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('promotes a product on Telegram with its photo, price and a button to order through the bot', async () => {
    await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/products/${fx.arepa.id}/image`,
      ...multipart([{ name: 'images[]', value: await testImage(), filename: 'arepa.png' }]),
    });
    const res = await owner('POST', `/api/products/${fx.arepa.id}/sendpromo`, { text: 'Hoy 2x1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Promoción enviada exitosamente', recipients: 1 });
    const [row] = await outboxRows(t, res.json().campaign_id);
    expect(row!.channel).toBe('telegram');
    expect(row!.payload.text).toContain('Arepa reina pepiada — 3,50\u00a0US$');
    expect(row!.payload.photo).toMatch(/\.png$/);
    expect(row!.payload.button).toEqual({
      text: 'Pedir',
      url: `https://t.me/tienda_demo_bot?start=product_${fx.arepa.id}`,
    });
    expect((await outboxRows(t, res.json().campaign_id)).length).toBe(1);
  });

  it('promotes a product to web customers by e-mail', async () => {
    const res = await owner('POST', `/api/store/product_broadcast/${storeId}/${fx.malta.id}`, {
      text: 'Fría',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxRows(t, res.json().campaign_id);
    expect(row).toMatchObject({ channel: 'email', recipient: 'jose@example.com' });
    expect(row!.payload.text).toContain('Malta — 1,25\u00a0US$');
  });

  it('answers 404 for another store’s product and the §8 failure when the store has no bot', async () => {
    const product = await productOf(other);
    expect((await owner('POST', `/api/products/${product.id}/sendpromo`, { text: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await owner('POST', `/api/store/product_broadcast/${storeId}/${product.id}`, { text: 'x' }))
        .statusCode,
    ).toBe(404);
    await customerOf(t, other.session.store_id!, 'telegram', '999002');
    const noBot = await other.inject({
      method: 'POST',
      url: `/api/products/${product.id}/sendpromo`,
      payload: { text: 'x' },
    });
    expect(noBot.statusCode).toBe(409);
    expect(noBot.json().message).toBe('Ha ocurrido un error al enviar la promoción');
  });
});

describe('POST sendMessage/bots', () => {
  it('queues the text to every store’s reachable Telegram customers through each bot', async () => {
    const reachable = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customers where store_id = ${storeId} and channel = 'telegram' and unreachable_at is null`,
    );
    const res = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/sendMessage/bots',
      payload: { payload: { text: 'Vitrina estará en mantenimiento' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ recipients: reachable[0]!.n, bots: 1, eta_seconds: 1 });
    const rows = await outboxRows(t, data.campaign_id);
    expect(new Set(rows.map((r) => r.bot_key))).toEqual(new Set([String(storeId)]));
    expect((await owner('POST', '/api/sendMessage/bots', { payload: { text: 'x' } })).statusCode).toBe(403);
    const bad = await t.injectAs(ROLES.ADMIN, {
      method: 'POST',
      url: '/api/sendMessage/bots',
      payload: { text: 'x' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
