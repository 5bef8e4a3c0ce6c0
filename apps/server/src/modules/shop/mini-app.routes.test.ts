import { ROLES, type Store } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { type FakeTelegram, signInitData } from '#server/test/fake-telegram.ts';
import type { TestApp } from '#server/test/harness.ts';
import { connectDemoBot, demoStoreWithTelegram } from '#server/test/messaging.ts';
import { MINI_APP_FAILURES } from './mini-app.ts';

let t: TestApp;
let telegram: FakeTelegram;
let storeId: number;
let token: string;

beforeAll(async () => {
  ({ t, telegram, storeId } = await demoStoreWithTelegram());
  ({ token } = await connectDemoBot(t, telegram, storeId, 'mini_app_bot'));
  const store = (await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/store/mystore' })).json<Store>();
  const web = await t.injectAs(ROLES.CLIENT, {
    method: 'PATCH',
    url: `/api/store/${storeId}/web`,
    payload: { web_store: 'mini-tienda', template_id: store.templates[0]!.id },
  });
  if (web.statusCode !== 200) throw new Error(web.body);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

const user = { id: 880011, first_name: 'Carla', last_name: 'Rojas', username: 'carlar', language_code: 'es' };
const initData = (botToken = token, authDate = Math.floor(Date.now() / 1000) - 30) =>
  signInitData(botToken, { query_id: 'AAF9', user, auth_date: authDate });
const session = (body: object, remoteAddress = '10.1.1.1') =>
  t.inject({ method: 'POST', url: '/api/shop/telegram-session', payload: body, remoteAddress });
const telegramCustomers = () =>
  queryRows<{ id: number; name: string; lastname: string; username: string }>(
    t.database.db,
    sql`select id, name, lastname, username from customers
        where store_id = ${storeId} and channel = 'telegram' and external_id = ${String(user.id)}`,
  );

describe('POST /api/shop/telegram-session', () => {
  it("names the store's Telegram shopper from initData its bot signed, the same one each time", async () => {
    const res = await session({ web_store: 'Mini-Tienda', init_data: initData() });
    expect(res.statusCode, res.body).toBe(200);
    const [customer] = await telegramCustomers();
    expect(customer).toMatchObject({ name: 'Carla', lastname: 'Rojas', username: 'carlar' });
    expect(res.json()).toEqual({ customer_id: customer!.id, name: 'Carla', lastname: 'Rojas' });
    const again = await session({ web_store: 'mini-tienda', init_data: initData() });
    expect(again.json().customer_id).toBe(customer!.id);
    expect(await telegramCustomers()).toHaveLength(1);
  });

  it('refuses initData signed by another bot, tampered or expired (422 on init_data, in Spanish)', async () => {
    const other = telegram.addBot('otro_bot');
    const tampered = initData().replace('Carla', 'Karla');
    const expired = initData(token, Math.floor(Date.now() / 1000) - 2 * 86400);
    for (const init_data of [initData(other), tampered, expired]) {
      const res = await session({ web_store: 'mini-tienda', init_data }, '10.1.1.2');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.init_data).toEqual(['El campo sesión de Telegram no es válido']);
    }
  });

  it('answers 404 for an unknown storefront and 422 for a missing field', async () => {
    expect((await session({ web_store: 'no-existe', init_data: initData() })).statusCode).toBe(404);
    const missing = await session({ web_store: 'mini-tienda' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['init_data']);
  });

  it('stops an address after repeated failures (429), not another address', async () => {
    for (let i = 0; i < MINI_APP_FAILURES; i++)
      expect((await session({ web_store: 'mini-tienda', init_data: 'hash=00' }, '10.9.9.9')).statusCode).toBe(
        422,
      );
    expect((await session({ web_store: 'mini-tienda', init_data: initData() }, '10.9.9.9')).statusCode).toBe(
      429,
    );
    expect((await session({ web_store: 'mini-tienda', init_data: initData() }, '10.9.9.8')).statusCode).toBe(
      200,
    );
  });
});
