import { PURCHASE_STATUS, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { ok, shopBotSuite } from '#server/test/shop-bot.ts';

// Ordering in a store bot's chat, from /start to a sale followed to its end. The chat's
// keyboards, restarts and the store's own routes: shop-bot-chat.routes.test.ts.
const { s, owner, company, post, say, press, message, step, sentTo, datas, count, delivered } =
  shopBotSuite();

describe("ordering in the store bot's chat", () => {
  it('refuses a webhook without the secret (401)', async () => {
    expect((await post(s.t.app, say(1, '/start'), null)).statusCode).toBe(401);
    expect((await post(s.t.app, say(1, '/start'), 'otro')).statusCode).toBe(401);
    expect(await sentTo(1)).toEqual([]);
  });

  it("sets the bot's menu button to the web store as a Mini App", () => {
    const bot = s.telegram.bots.get(s.token)!;
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
    expect(cats!.buttons).toEqual([[{ text: 'Bebidas', callback_data: `c:${s.catalogueId}` }]]);
    const list = await step(chat, press(chat, `c:${s.catalogueId}`));
    expect(list[0]).toMatchObject({
      text: 'Malta\n1,25\u00a0US$',
      buttons: [[{ text: 'Agregar', callback_data: `p:${s.maltaId}` }]],
    });
    expect(list[0]!.photo).toMatch(/\.(webp|png|jpe?g)$/);
    const [pick] = await step(chat, press(chat, `p:${s.maltaId}`));
    expect(datas(pick)).toEqual([`x:${s.iceId}`, 'q-', 'q', 'q+', 'add']);
    const [iced] = await step(chat, press(chat, `x:${s.iceId}`));
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
    expect(datas(offers)).toEqual(['o:pickup', `o:c:${s.companyId}`]);
    expect(offers!.buttons![1]![0]!.text).toMatch(/— 4,00\sUS\$$/);
    const [accounts] = await step(chat, press(chat, `o:c:${s.companyId}`));
    expect(accounts!.text).toContain('Total a pagar: 7,50\u00a0US$');
    expect(accounts!.buttons).toEqual([
      [{ text: 'Banesco — Bs.\u00a0300,00', callback_data: `b:${s.bankId}` }],
    ]);
    const [transfer, reference] = await step(chat, press(chat, `b:${s.bankId}`));
    expect(transfer!.text).toContain('Transfiere Bs.\u00a0300,00');
    expect(reference!.text).toContain('referencia');
    await step(chat, say(chat, 'REF-777'));
    const proof = message(chat, {
      photo: [{ file_id: s.proofId, file_unique_id: 'p', width: 40, height: 60, file_size: 800 }],
    });
    const [confirmation, done] = await step(chat, proof);
    const billId = Number(/Pedido #(\d+) recibido/.exec(done!.text)?.[1]);
    expect(done!.text).toContain('Total: 7,50\u00a0US$');
    expect(confirmation!.text).toContain(`#${billId}`);
    expect(confirmation!.text).toMatch(/\/tienda\/pedido\/[\w-]{20,}/);
    // Telegram retries the photo: nothing happens twice.
    expect((await post(s.t.app, proof)).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from bills where store_id = ${s.storeId}`)).toBe(1);

    const bill = (await owner('GET', `/api/bill/${billId}`)).json();
    expect(bill).toMatchObject({ id: billId, channel: 'telegram', status: PURCHASE_STATUS.NOT_VERIFIED });
    // The product's stored picture is uploaded from disk (the panel's address may not reach Telegram).
    expect((await delivered(chat, /^Malta\n1,25\sUS\$$/)).photo).toMatch(/^upload:\d+$/);
    // The store verifies, the company takes it, picks it up and delivers it.
    await ok(owner('POST', `/api/bill/${billId}/verify`));
    const [courier] = await queryRows<{ id: number }>(
      s.t.database.db,
      sql`insert into dealers (company_id, name, lastname, phone, identification_type, identification, active)
          values (${s.companyId}, 'Pedro', 'Repartidor', '+58 412 555 0101', 'V', '12345678', true) returning id`,
    );
    await ok(company('POST', `/api/deliver/delivery/${billId}/verify`, { dealer_id: courier!.id }));
    await ok(company('POST', `/api/deliver/delivery/${billId}/pickup`));
    const form = multipart([
      { name: 'image', value: await testImage(), filename: 'entrega.png', type: 'image/png' },
      { name: 'note', value: 'En la puerta' },
    ]);
    await ok(
      s.t.injectAs(ROLES.DELIVERY, {
        method: 'POST',
        url: `/api/deliver/delivery/${billId}/deliver`,
        ...form,
      }),
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
});
