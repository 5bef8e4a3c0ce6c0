import { type Store, shopperText } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venezuela } from '#server/test/places.ts';
import { restartedApp } from '#server/test/restarted-app.ts';
import { ok, shopBotSuite } from '#server/test/shop-bot.ts';

// The store bot's chat beyond the first order (shop-bot.routes.test.ts): its reply keyboards,
// a restart in the middle of a checkout, the store's own routes, the menu button's address.
const { s, owner, say, press, message, step, datas, delivered, speaks } = shopBotSuite();

describe("the store bot's chat: keyboards, restarts and routes", () => {
  it("answers in the shopper's Telegram language when it is one of ours, else in Spanish", async () => {
    const english = 747474;
    speaks(english, 'en-GB');
    const [menu] = await step(english, say(english, '/start'));
    expect(menu!.text).toMatch(/^Hello! Welcome to /);
    const store = menu!.text.replace(/^Hello! Welcome to (.+)\. What would you like to do\?$/, '$1');
    expect(menu!.buttons?.flat().map((b) => b.text)).toContain('📚 Catalogues');
    await step(english, press(english, `p:${s.maltaId}`));
    await step(english, press(english, 'add'));
    const [cart] = await step(english, press(english, 'cart'));
    expect(cart!.text).toContain('1 × Malta — US$\u00a01.25');
    const [name] = await step(english, press(english, 'pay'));
    expect(name!.text).toMatch(/^Let us pay/);

    const arabic = 767676;
    speaks(arabic, 'ar');
    const [menu3] = await step(arabic, say(arabic, '/start'));
    expect(menu3!.text).toBe(shopperText('ar', 'shopBotGreeting', { store }));

    const portuguese = 757575;
    speaks(portuguese, 'pt-BR');
    const [menu2] = await step(portuguese, say(portuguese, '/start'));
    expect(menu2!.text).toMatch(/^¡Hola! Bienvenido a /);
  });

  it("sends the chat's messages through the store's bot, the location asked with a reply keyboard", async () => {
    const chat = 717171;
    await step(chat, press(chat, `p:${s.maltaId}`));
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
      s.telegram.sends.find((x) => x.chatId === String(chat) && x.text.startsWith('Listo'))?.replyMarkup,
    ).toEqual({
      remove_keyboard: true,
    });
  }, 40_000);

  it("asks the phone with a button sharing the shopper's own number; another's contact is refused", async () => {
    const chat = 737373;
    await step(chat, press(chat, `p:${s.maltaId}`));
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
    await step(chat, press(chat, `p:${s.maltaId}`));
    await step(chat, press(chat, 'add'));
    await step(chat, press(chat, 'pay'));
    const second = await restartedApp(s.t, s.telegram.apiRoot);
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
    const places = await venezuela(s.t);
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
    await step(chat, press(chat, `p:${s.maltaId}`));
    await step(chat, press(chat, 'add'));
    await step(chat, press(chat, 'pay'));
    await step(chat, press(chat, 'usename'));
    await step(chat, say(chat, '0412-5550102'));
    await step(chat, press(chat, 'skip'));
    const near = { latitude: places.baruta.latitude! + 0.005, longitude: places.baruta.longitude! - 0.005 };
    const [, offers] = await step(chat, message(chat, { location: near }));
    expect(datas(offers)).toEqual(['o:pickup', 'o:store', `o:c:${s.companyId}`]);
    expect(offers!.buttons![1]![0]!.text).toBe('Repartidores de la tienda — 0,25\u00a0US$');
    const [accounts] = await step(chat, press(chat, 'o:store'));
    expect(accounts!.text).toContain('Total a pagar: 1,50\u00a0US$');
    await step(chat, press(chat, `b:${s.bankId}`));
    await step(chat, say(chat, 'REF-828'));
    const proof = message(chat, {
      photo: [{ file_id: s.proofId, file_unique_id: 'q', width: 40, height: 60, file_size: 800 }],
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
    const bot = s.telegram.bots.get(s.token)!;
    await ok(owner('PATCH', `/api/store/${s.storeId}/web`, { web_store: 'luz-bodega', template_id }));
    expect(bot.menuButton).toEqual({
      type: 'web_app',
      text: 'Tienda',
      web_app: { url: expect.stringMatching(/\/tienda\/luz-bodega$/) },
    });
    // The ordering chat's web button follows too.
    const [welcome] = await step(929292, say(929292, '/start'));
    expect(welcome!.buttons!.flat().find((b) => b.url)?.url).toMatch(/\/tienda\/luz-bodega$/);
  });

  // Last: it leaves the store without an account.
  it('asks the order check before any question of the checkout: no account, no checkout, the cart kept', async () => {
    await s.t.database.db.execute(sql`delete from banks where store_id = ${s.storeId}`);
    const chat = 939393;
    await step(chat, press(chat, `p:${s.maltaId}`));
    await step(chat, press(chat, 'add'));
    const [refused] = await step(chat, press(chat, 'pay'));
    expect(refused!.text).toContain('Esta tienda aún no recibe pedidos.');
    const [cart] = await step(chat, press(chat, 'cart'));
    expect(cart!.text).toContain('1 × Malta');
    // The recorder's refusal reaches a shopper whose Telegram is in English in English.
    const english = 949494;
    speaks(english, 'en');
    await step(english, press(english, `p:${s.maltaId}`));
    await step(english, press(english, 'add'));
    const [refusedInEnglish] = await step(english, press(english, 'pay'));
    expect(refusedInEnglish!.text).toContain('This store does not take orders yet.');
  });
});
