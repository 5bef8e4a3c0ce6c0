import { type DeliveryCompany, ROLES, type Store } from '@vitrina/contract';
import type { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import * as plansRepo from '#server/modules/licences/plans.repository.ts';
import { bankAccount } from './banks.ts';
import { botChat, proofPhoto } from './bot-chat.ts';
import type { FakeTelegram } from './fake-telegram.ts';
import type { TestApp } from './harness.ts';
import { connectDemoBot, demoStoreWithTelegram } from './messaging.ts';
import { multipart, testImage } from './multipart.ts';
import { storeInChacao, venezuela } from './places.ts';

/**
 * The demo store selling through its Telegram bot, for the ordering chat's tests
 * (shop/shop-bot*.routes.test.ts): a web address, the bot connected, a catalogue with a
 * pictured product and an extra, a bank account, a proof photo on the fake Bot API, and the
 * demo delivery company linked and pricing by distance (0.50/km, at least 3, plus a fee of 1).
 */
export type ShopBotStore = {
  t: TestApp;
  telegram: FakeTelegram;
  storeId: number;
  secret: string;
  token: string;
  proofId: string;
  catalogueId: number;
  maltaId: number;
  iceId: number;
  bankId: number;
  companyId: number;
};

export type Sent = {
  text: string;
  photo?: string;
  buttons?: { text: string; callback_data?: string; url?: string }[][];
  keyboard?: { text: string; request_location?: boolean; request_contact?: boolean }[][];
  remove_keyboard?: boolean;
};

/** A 200 or 201 answer's body, or the test fails with the answer. */
export const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await res;
  if (r.statusCode !== 200 && r.statusCode !== 201) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as { id: number } & Record<string, unknown>;
};

type Method = 'GET' | 'POST' | 'PATCH';
const as =
  (t: TestApp, role: typeof ROLES.CLIENT | typeof ROLES.DELIVERY) =>
  (method: Method, url: string, payload?: object) =>
    t.injectAs(role, { method, url, payload });

async function shopBotStore(): Promise<ShopBotStore> {
  const { t, telegram, storeId } = await demoStoreWithTelegram();
  const owner = as(t, ROLES.CLIENT);
  const company = as(t, ROLES.DELIVERY);
  await plansRepo.putSetting(t.database.db, 'dollar_rate', '40.0000');
  const places = await venezuela(t);
  await ok(owner('PATCH', `/api/store/${storeId}`, storeInChacao(places, 'Bodega Luz')));
  const store = (await owner('GET', '/api/store/mystore')).json<Store>();
  await ok(
    owner('PATCH', `/api/store/${storeId}/web`, {
      web_store: 'bodega-luz',
      template_id: store.templates[0]!.id,
    }),
  );
  const { secret, token } = await connectDemoBot(t, telegram, storeId, 'bodega_luz_bot');
  // The linked company prices by distance.
  const demo = (await company('GET', '/api/deliver/mycompany')).json<DeliveryCompany>();
  const companyId = demo.id;
  await ok(company('PATCH', `/api/delivery/${companyId}/update-mode`, { id: companyId, mode: true }));
  await company('POST', `/api/rate-delivery-location/${companyId}/create`, { rate_per_km: 0.5, min_rate: 3 });
  await ok(company('PATCH', '/api/deliver', { fee: 1 }));
  await ok(
    t.injectAs(ROLES.ADMIN, {
      method: 'PATCH',
      url: `/api/admin/deliver/${companyId}`,
      payload: { can_charge: true },
    }),
  );
  await ok(owner('POST', '/api/company', { company_id: companyId }));
  const catalogueId = (await ok(owner('POST', `/api/store/${storeId}/catalogues`, { name: 'Bebidas' }))).id;
  const maltaId = (
    await ok(
      owner('POST', `/api/catalogues/${catalogueId}/products`, { name: 'Malta', price: 1.25, quantity: 10 }),
    )
  ).id;
  await t.injectAs(ROLES.CLIENT, {
    method: 'POST',
    url: `/api/products/${maltaId}/image`,
    ...multipart([{ name: 'images[]', value: await testImage(), filename: 'malta.png', type: 'image/png' }]),
  });
  const iceId = (
    await ok(owner('POST', `/api/catalogues/${catalogueId}/extras`, { name: 'Hielo', price: 0.5 }))
  ).id;
  const bankId = (await ok(owner('POST', '/api/banks', bankAccount({ owner_full_name: 'Bodega Luz C.A.' }))))
    .id;
  const proofId = await proofPhoto(telegram);
  return { t, telegram, storeId, secret, token, proofId, catalogueId, maltaId, iceId, bankId, companyId };
}

/**
 * The suite's store, made before its tests and closed after them, and its chat: the updates a
 * shopper sends, the owner's and the company's calls, and what the bot sent.
 */
export function shopBotSuite() {
  const s = {} as ShopBotStore;
  beforeAll(async () => {
    Object.assign(s, await shopBotStore());
  }, 90_000);
  afterAll(async () => {
    await s.t?.close();
    await s.telegram?.close();
  });
  const chat = botChat<Sent>({
    t: () => s.t,
    url: () => `/api/telegram/${s.storeId}`,
    secret: () => s.secret,
    botKey: () => String(s.storeId),
    person: { first_name: 'Ana', last_name: 'Pérez' },
    firstUpdate: 9000,
  });
  return {
    s,
    ...chat,
    owner: (method: Method, url: string, payload?: object) => as(s.t, ROLES.CLIENT)(method, url, payload),
    company: (method: Method, url: string, payload?: object) => as(s.t, ROLES.DELIVERY)(method, url, payload),
    /** The callback data of a message's buttons. */
    datas: (sent: Sent | undefined) => (sent?.buttons ?? []).flat().flatMap((b) => b.callback_data ?? []),
    count: async (q: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(s.t.database.db, q))[0]!.n,
    /** The bot's message to a chat matching `text`, once the outbox sent it with the store's token. */
    delivered: (chatId: number, text: RegExp) =>
      vi.waitFor(
        () => {
          const sent = s.telegram.sends.find((x) => x.chatId === String(chatId) && text.test(x.text));
          expect(sent?.token).toBe(s.token);
          return sent!;
        },
        { timeout: 15_000, interval: 100 },
      ),
  };
}
