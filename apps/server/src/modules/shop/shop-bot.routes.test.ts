import { type DeliveryCompany, PURCHASE_STATUS, ROLES, type Store } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import * as plansRepo from '#server/modules/licences/plans.repository.ts';
import { bankAccount } from '#server/test/banks.ts';
import { botChat, proofPhoto } from '#server/test/bot-chat.ts';
import type { FakeTelegram } from '#server/test/fake-telegram.ts';
import type { TestApp } from '#server/test/harness.ts';
import { connectDemoBot, demoStoreWithTelegram } from '#server/test/messaging.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { storeInChacao, venezuela } from '#server/test/places.ts';
import { restartedApp } from '#server/test/restarted-app.ts';

let t: TestApp;
let telegram: FakeTelegram;
let storeId: number;
let secret: string;
let token: string;
let proofId: string;
let catalogueId: number;
let maltaId: number;
let iceId: number;
let bankId: number;
let companyId: number;

const owner = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.injectAs(ROLES.CLIENT, { method, url, payload });
const company = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.injectAs(ROLES.DELIVERY, { method, url, payload });
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await res;
  if (r.statusCode !== 200 && r.statusCode !== 201) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as { id: number } & Record<string, unknown>;
};

beforeAll(async () => {
  ({ t, telegram, storeId } = await demoStoreWithTelegram());
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
  ({ secret, token } = await connectDemoBot(t, telegram, storeId, 'bodega_luz_bot'));
  // The linked company prices by distance: 0.50/km, at least 3, plus a fee of 1.
  const demo = (await company('GET', '/api/deliver/mycompany')).json<DeliveryCompany>();
  companyId = demo.id;
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
  catalogueId = (await ok(owner('POST', `/api/store/${storeId}/catalogues`, { name: 'Bebidas' }))).id;
  maltaId = (
    await ok(
      owner('POST', `/api/catalogues/${catalogueId}/products`, { name: 'Malta', price: 1.25, quantity: 10 }),
    )
  ).id;
  await t.injectAs(ROLES.CLIENT, {
    method: 'POST',
    url: `/api/products/${maltaId}/image`,
    ...multipart([{ name: 'images[]', value: await testImage(), filename: 'malta.png', type: 'image/png' }]),
  });
  iceId = (await ok(owner('POST', `/api/catalogues/${catalogueId}/extras`, { name: 'Hielo', price: 0.5 })))
    .id;
  bankId = (await ok(owner('POST', '/api/banks', bankAccount({ owner_full_name: 'Bodega Luz C.A.' })))).id;
  proofId = await proofPhoto(telegram);
}, 90_000);
afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

type Sent = {
  text: string;
  photo?: string;
  buttons?: { text: string; callback_data?: string; url?: string }[][];
  keyboard?: { text: string; request_location?: boolean; request_contact?: boolean }[][];
  remove_keyboard?: boolean;
};
const { message, say, press, post, sentTo, step } = botChat<Sent>({
  t: () => t,
  url: () => `/api/telegram/${storeId}`,
  secret: () => secret,
  botKey: () => String(storeId),
  person: { first_name: 'Ana', last_name: 'Pérez' },
  firstUpdate: 9000,
});
const datas = (s: Sent | undefined) => (s?.buttons ?? []).flat().flatMap((b) => b.callback_data ?? []);
const count = async (q: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.database.db, q))[0]!.n;
const delivered = (chatId: number, text: RegExp) =>
  vi.waitFor(
    () => {
      const sent = telegram.sends.find((x) => x.chatId === String(chatId) && text.test(x.text));
      expect(sent?.token).toBe(token);
      return sent!;
    },
    { timeout: 15_000, interval: 100 },
  );

describe("ordering in the store bot's chat", () => {
  it('refuses a webhook without the secret (401)', async () => {
    expect((await post(t.app, say(1, '/start'), null)).statusCode).toBe(401);
    expect((await post(t.app, say(1, '/start'), 'otro')).statusCode).toBe(401);
    expect(await sentTo(1)).toEqual([]);
  });

  it("sets the bot's menu button to the web store as a Mini App", () => {
    const bot = telegram.bots.get(token)!;
    expect(bot.menuButton).toEqual({
      type: 'web_app',
      text: 'Tienda',
      web_app: { url: expect.stringMatching(/\/tienda\/bodega-luz$/) },
    });
  });

  it('orders from /start to a sale with a per-km company, then follows it to received', {
    timeout: 60_000,
  }, async () => {
    const chat = 515151;
    const [welcome] = await step(chat, say(chat, '/start'));
    expect(welcome!.text).toContain('Bodega Luz');
    expect(datas(welcome)).toEqual(['cats', 's', 'cart']);
    const [cats] = await step(chat, press(chat, 'cats'));
    expect(cats!.buttons).toEqual([[{ text: 'Bebidas', callback_data: `c:${catalogueId}` }]]);
    const list = await step(chat, press(chat, `c:${catalogueId}`));
    expect(list[0]).toMatchObject({
      text: 'Malta\n1,25\u00a0US$',
      buttons: [[{ text: 'Agregar', callback_data: `p:${maltaId}` }]],
    });
    expect(list[0]!.photo).toMatch(/\.(webp|png|jpe?g)$/);
    const [pick] = await step(chat, press(chat, `p:${maltaId}`));
    expect(datas(pick)).toEqual([`x:${iceId}`, 'q-', 'q', 'q+', 'add']);
    const [iced] = await step(chat, press(chat, `x:${iceId}`));
    expect(iced!.buttons![0]![0]!.text).toBe('✓ Hielo +0,50\u00a0US$');
    await step(chat, press(chat, 'q+'));
    const [added] = await step(chat, press(chat, 'add'));
    expect(added!.text).toContain('Agregaste 2 × Malta');
    const [cart] = await step(chat, press(chat, 'cart'));
    expect(cart!.text).toContain('2 × Malta (Hielo) — 3,50\u00a0US$');

    const [name] = await step(chat, press(chat, 'pay'));
    expect(name!.buttons).toEqual([[{ text: 'Usar «Ana»', callback_data: 'usename' }]]);
    await step(chat, press(chat, 'usename'));
    await step(chat, say(chat, '0412-5550101'));
    const [where] = await step(chat, press(chat, 'skip'));
    expect(where!.keyboard![0]).toEqual([{ text: '📍 Compartir mi ubicación', request_location: true }]);
    // Chacao → about 4.6 km east: 0.50/km under the minimum of 3, plus the fee of 1.
    const [placed, offers] = await step(
      chat,
      message(chat, { location: { latitude: 10.5, longitude: -66.8 } }),
    );
    expect(placed!.remove_keyboard).toBe(true);
    expect(datas(offers)).toEqual(['o:pickup', `o:c:${companyId}`]);
    expect(offers!.buttons![1]![0]!.text).toMatch(/— 4,00\sUS\$$/);
    const [accounts] = await step(chat, press(chat, `o:c:${companyId}`));
    expect(accounts!.text).toContain('Total a pagar: 7,50\u00a0US$');
    expect(accounts!.buttons).toEqual([
      [{ text: 'Banesco — 300,00\u00a0VES', callback_data: `b:${bankId}` }],
    ]);
    const [transfer, reference] = await step(chat, press(chat, `b:${bankId}`));
    expect(transfer!.text).toContain('Transfiere 300,00\u00a0VES');
    expect(reference!.text).toContain('referencia');
    await step(chat, say(chat, 'REF-777'));
    const proof = message(chat, {
      photo: [{ file_id: proofId, file_unique_id: 'p', width: 40, height: 60, file_size: 800 }],
    });
    const [confirmation, done] = await step(chat, proof);
    const billId = Number(/Pedido #(\d+) recibido/.exec(done!.text)?.[1]);
    expect(done!.text).toContain('Total: 7,50\u00a0US$');
    expect(confirmation!.text).toContain(`#${billId}`);
    expect(confirmation!.text).toMatch(/\/tienda\/pedido\/[\w-]{20,}/);
    // Telegram retries the photo: nothing happens twice.
    expect((await post(t.app, proof)).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from bills where store_id = ${storeId}`)).toBe(1);

    const bill = (await owner('GET', `/api/bill/${billId}`)).json();
    expect(bill).toMatchObject({ id: billId, channel: 'telegram', status: PURCHASE_STATUS.NOT_VERIFIED });
    // The product's stored picture is uploaded from disk (the panel's address may not reach Telegram).
    expect((await delivered(chat, /^Malta\n1,25\sUS\$$/)).photo).toMatch(/^upload:\d+$/);
    // The store verifies, the company takes it, picks it up and delivers it.
    await ok(owner('POST', `/api/bill/${billId}/verify`));
    const [courier] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into dealers (company_id, name, lastname, phone, identification_type, identification, active)
          values (${companyId}, 'Pedro', 'Repartidor', '+58 412 555 0101', 'V', '12345678', true) returning id`,
    );
    await ok(company('POST', `/api/deliver/delivery/${billId}/verify`, { dealer_id: courier!.id }));
    await ok(company('POST', `/api/deliver/delivery/${billId}/pickup`));
    const form = multipart([
      { name: 'image', value: await testImage(), filename: 'entrega.png', type: 'image/png' },
      { name: 'note', value: 'En la puerta' },
    ]);
    await ok(
      t.injectAs(ROLES.DELIVERY, { method: 'POST', url: `/api/deliver/delivery/${billId}/deliver`, ...form }),
    );
    const notices = (await sentTo(chat)).slice(-3);
    expect(notices.every((n) => n.text.includes(`#${billId}`))).toBe(true);
    expect(notices.at(-1)!.buttons).toEqual([
      [{ text: '✅ Lo recibí', callback_data: `received_${billId}` }],
    ]);

    // The sale's own notice answers the button (no second thanks from the bot).
    const thanks = await step(chat, press(chat, `received_${billId}`));
    expect(thanks.map((m) => m.text)).toEqual([`Confirmaste la recepción del pedido #${billId}. ¡Gracias!`]);
    expect((await owner('GET', `/api/bill/${billId}`)).json().status).toBe(PURCHASE_STATUS.RECEIVED);
    const [again] = await step(chat, press(chat, `received_${billId}`));
    expect(again!.text).not.toContain('¡Gracias!');
    // Another chat cannot confirm it.
    const [stranger] = await step(999, press(999, `received_${billId}`));
    expect(stranger!.text).not.toContain('¡Gracias!');
  });

  it("sends the chat's messages through the store's bot, the location asked with a reply keyboard", async () => {
    const chat = 717171;
    await step(chat, press(chat, `p:${maltaId}`));
    await step(chat, press(chat, 'add'));
    await step(chat, press(chat, 'pay'));
    await step(chat, press(chat, 'usename'));
    await step(chat, say(chat, '+58 412 555 0101'));
    await step(chat, press(chat, 'skip'));
    const sent = await delivered(chat, /^¿Dónde recibes/);
    expect(sent.replyMarkup).toEqual({
      keyboard: [
        [{ text: '📍 Compartir mi ubicación', request_location: true }],
        [{ text: '🏬 Retiro en la tienda' }],
      ],
      one_time_keyboard: true,
      resize_keyboard: true,
    });
    const [, offers] = await step(chat, say(chat, '🏬 Retiro en la tienda'));
    expect(offers!.text).toMatch(/Total a pagar: 1,25\sUS\$/);
    await delivered(chat, /^Listo, ya tenemos/);
    expect(
      telegram.sends.find((x) => x.chatId === String(chat) && x.text.startsWith('Listo'))?.replyMarkup,
    ).toEqual({
      remove_keyboard: true,
    });
  }, 40_000);

  it("asks the phone with a button sharing the shopper's own number; another's contact is refused", async () => {
    const chat = 737373;
    await step(chat, press(chat, `p:${maltaId}`));
    await step(chat, press(chat, 'add'));
    await step(chat, press(chat, 'pay'));
    await step(chat, press(chat, 'usename'));
    const asked = await delivered(chat, /^Escribe tu teléfono/);
    expect(asked.replyMarkup).toEqual({
      keyboard: [[{ text: '📱 Compartir mi teléfono', request_contact: true }]],
      one_time_keyboard: true,
      resize_keyboard: true,
    });
    const contact = (user_id: number) =>
      message(chat, { contact: { phone_number: '584125550101', first_name: 'Ana', user_id } });
    const [refused] = await step(chat, contact(chat + 1));
    expect(refused!.text).toContain('Comparte tu propio teléfono');
    const [got, email] = await step(chat, contact(chat));
    expect(got).toEqual({ text: 'Listo, tu teléfono: +584125550101.', remove_keyboard: true });
    expect(email!.text).toContain('correo');
  }, 40_000);

  it('keeps the cart and the checkout across a restart: the state is in the table', async () => {
    const chat = 626262;
    await step(chat, press(chat, `p:${maltaId}`));
    await step(chat, press(chat, 'add'));
    await step(chat, press(chat, 'pay'));
    const second = await restartedApp(t, telegram.apiRoot);
    try {
      const [phone] = await step(chat, say(chat, 'Carla'), second);
      expect(phone!.text).toMatch(/teléfono/);
      const [cart] = await step(chat, press(chat, 'cart'), second);
      expect(cart!.text).toContain('1 × Malta — 1,25\u00a0US$');
    } finally {
      await second.close();
    }
    const [cancelled] = await step(chat, say(chat, '/cancelar'));
    expect(cancelled).toMatchObject({ text: expect.stringContaining('Cancelamos'), remove_keyboard: true });
  });

  it("offers the store's own route to the city nearest the shared point, and orders with it", async () => {
    const places = await venezuela(t);
    // 20 % of the order to Baruta (Miranda): the only store route, so only the nearest city matches.
    await ok(
      owner('POST', '/api/deliveryprices', {
        origin_country_id: places.ve,
        destination_country_id: places.ve,
        destination_state_id: places.miranda,
        destination_city_id: places.baruta.id,
        percentage: 20,
      }),
    );
    const chat = 828282;
    await step(chat, press(chat, `p:${maltaId}`));
    await step(chat, press(chat, 'add'));
    await step(chat, press(chat, 'pay'));
    await step(chat, press(chat, 'usename'));
    await step(chat, say(chat, '0412-5550102'));
    await step(chat, press(chat, 'skip'));
    const near = { latitude: places.baruta.latitude! + 0.005, longitude: places.baruta.longitude! - 0.005 };
    const [, offers] = await step(chat, message(chat, { location: near }));
    expect(datas(offers)).toEqual(['o:pickup', 'o:store', `o:c:${companyId}`]);
    expect(offers!.buttons![1]![0]!.text).toBe('Repartidores de la tienda — 0,25\u00a0US$');
    const [accounts] = await step(chat, press(chat, 'o:store'));
    expect(accounts!.text).toContain('Total a pagar: 1,50\u00a0US$');
    await step(chat, press(chat, `b:${bankId}`));
    await step(chat, say(chat, 'REF-828'));
    const proof = message(chat, {
      photo: [{ file_id: proofId, file_unique_id: 'q', width: 40, height: 60, file_size: 800 }],
    });
    const [, done] = await step(chat, proof);
    const billId = Number(/Pedido #(\d+) recibido/.exec(done!.text)?.[1]);
    expect(done!.text).toContain('Total: 1,50\u00a0US$');
    expect((await owner('GET', `/api/bill/${billId}`)).json()).toMatchObject({
      channel: 'telegram',
      subtotal: 1.25,
      shipping: 0.25,
      total: 1.5,
      shipping_info: { mode: 'route', company_id: null },
    });
  }, 40_000);

  it("moves the bot's menu button to the storefront's new alias", async () => {
    const store = (await owner('GET', '/api/store/mystore')).json<Store>();
    const template_id = store.templates[0]!.id;
    const bot = telegram.bots.get(token)!;
    await ok(owner('PATCH', `/api/store/${storeId}/web`, { web_store: 'luz-bodega', template_id }));
    expect(bot.menuButton).toEqual({
      type: 'web_app',
      text: 'Tienda',
      web_app: { url: expect.stringMatching(/\/tienda\/luz-bodega$/) },
    });
    // The ordering chat's web button follows too.
    const [welcome] = await step(929292, say(929292, '/start'));
    expect(welcome!.buttons!.flat().find((b) => b.url)?.url).toMatch(/\/tienda\/luz-bodega$/);
  });
});
