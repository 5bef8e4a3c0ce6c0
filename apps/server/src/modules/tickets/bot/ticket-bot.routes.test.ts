import { ROLES, TICKET_BILL_STATUS } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import * as plansRepo from '#server/modules/licences/plans.repository.ts';
import { botChat, proofPhoto } from '#server/test/bot-chat.ts';
import { type FakeTelegram, startFakeTelegram } from '#server/test/fake-telegram.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { restartedApp } from '#server/test/restarted-app.ts';
import { insertAccount, insertEvent, managerIdByEmail } from '#server/test/tickets.ts';

let t: TestApp;
let telegram: FakeTelegram;
let eventId: number;
let generalId: number;
let vipId: number;
let accountId: number;
let secret: string;
let proofId: string;
/** The bolívar part's proof: another picture. */
let vesProofId: string;
let botToken: string;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  t = await createTestApp({ env: { TELEGRAM_API_ROOT: telegram.apiRoot } });
  const db = t.database.db;
  const managerId = await managerIdByEmail(db, 'taquilla@vitrina.test');
  await queryRows(db, sql`update ticket_managers set dollar_percent = 40 where id = ${managerId}`);
  await plansRepo.putSetting(db, 'dollar_rate', '36.5000');
  const event = await insertEvent(db, managerId, {
    name: 'Festival Ávila Sonora',
    types: [
      { name: 'General', priceCents: 1500, quota: 10 },
      { name: 'VIP', priceCents: 4000, quota: 2 },
    ],
  });
  eventId = event.id;
  [generalId, vipId] = event.types.map((x) => x.id) as [number, number];
  await queryRows(db, sql`update ticket_events set image = 'festival.jpg' where id = ${eventId}`);
  accountId = await insertAccount(db, managerId);
  const token = telegram.addBot('avila_sonora_bot');
  const res = await t.injectAs(ROLES.TICKETMASTER, {
    method: 'PUT',
    url: `/api/ticket/ticket-bots/${eventId}/telegram`,
    payload: { telegram_user_bot: 'avila_sonora_bot', token },
  });
  if (res.statusCode !== 200) throw new Error(`bot: ${res.statusCode} ${res.body}`);
  secret = telegram.bots.get(token)!.secret!;
  botToken = token;
  proofId = await proofPhoto(telegram);
  vesProofId = await proofPhoto(telegram, '#b45309');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

type Sent = { text: string; photo?: string; buttons?: { text: string; callback_data: string }[][] };
const { say, press, photo, post, sentTo, step, speaks } = botChat<Sent>({
  t: () => t,
  url: () => `/api/telegram/events/${eventId}`,
  secret: () => secret,
  botKey: () => `t:${eventId}`,
  person: { first_name: 'Luisa' },
  firstUpdate: 5000,
});
const webhook = (payload: unknown, header: string | null = secret, event = eventId) =>
  post(t.app, payload, header, `/api/telegram/events/${event}`);

const count = async (q: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.database.db, q))[0]!.n;
const billsOf = (chatId: number) =>
  queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select b.*, u.telegram_chat_id, u.lastname, u.document, u.email from ticket_bills b
        join ticket_users u on u.id = b.ticket_user_id where u.telegram_chat_id = ${chatId}`,
  );

describe('POST /api/telegram/events/:eventId', () => {
  it('refuses a call without the event bot’s secret (401) and stores nothing', async () => {
    for (const header of [null, '', 'otro-secreto', `${secret}x`]) {
      expect((await webhook(say(111, '/start'), header)).statusCode).toBe(401);
    }
    // Another event's path with this bot's secret, and a path that is no id.
    expect((await webhook(say(111, '/start'), secret, eventId + 1000)).statusCode).toBe(401);
    expect((await webhook(say(111, '/start'), secret, 'abc' as never)).statusCode).toBe(401);
    expect(await count(sql`select count(*)::int as n from ticket_bot_updates`)).toBe(0);
    expect(await sentTo(111)).toEqual([]);
  });

  it('sells tickets in the chat, from /start to a pending sale with the proof', async () => {
    const chat = 424242;
    const [cardMsg] = await step(chat, say(chat, '/start'));
    expect(cardMsg!.photo).toBe('festival.jpg');
    expect(cardMsg!.text).toMatch(
      /Festival Ávila Sonora[\s\S]*General: 15,00\sUS\$ \(Bs\.\s547,50\) — quedan 10/,
    );
    expect(cardMsg!.buttons).toEqual([
      [{ text: 'Comprar General – 15,00\u00a0US$', callback_data: `buy:${generalId}` }],
      [{ text: 'Comprar VIP – 40,00\u00a0US$', callback_data: `buy:${vipId}` }],
    ]);

    // A pressed button is acknowledged in the webhook's answer.
    const pressing = press(chat, `buy:${generalId}`);
    const res = await webhook(pressing);
    expect(res.json()).toEqual({
      method: 'answerCallbackQuery',
      callback_query_id: pressing.callback_query.id,
    });
    const [quantity] = (await sentTo(chat)).slice(-1);
    expect(quantity!.buttons![0]!.map((b) => b.callback_data)).toEqual([
      'qty:1',
      'qty:2',
      'qty:3',
      'qty:4',
      'qty:5',
    ]);
    // The outbox sends it with the event bot's token, the buttons as one row of an inline keyboard.
    await vi.waitFor(
      () => {
        const sent = telegram.sends.find((x) => x.chatId === String(chat) && x.text.startsWith('¿Cuántas'));
        expect(sent?.token).toBe(botToken);
        expect(sent?.replyMarkup).toEqual({
          inline_keyboard: [[1, 2, 3, 4, 5].map((n) => ({ text: String(n), callback_data: `qty:${n}` }))],
        });
      },
      { timeout: 15_000, interval: 100 },
    );

    expect((await step(chat, press(chat, 'qty:2')))[0]!.text).toMatch(/nombre/);
    expect((await step(chat, say(chat, 'Luisa')))[0]!.buttons).toEqual([
      [{ text: 'Omitir', callback_data: 'skip' }],
    ]);
    expect((await step(chat, press(chat, 'skip')))[0]!.text).toMatch(/cédula/);
    expect((await step(chat, say(chat, 'V-12.345.678')))[0]!.text).toMatch(/correo/);
    expect((await step(chat, say(chat, 'Luisa@Example.com')))[0]!.text).toMatch(/teléfono/);
    const [accounts] = await step(chat, say(chat, '0412-1234567'));
    expect(accounts!.buttons).toEqual([
      [{ text: 'Banco de Venezuela (VES)', callback_data: `acc:${accountId}` }],
    ]);
    // 40 % in dollars: two transfers, the dollar part's first.
    const [details, askReference] = await step(chat, press(chat, `acc:${accountId}`));
    expect(details!.text).toContain('01020000000000000001');
    expect(details!.text).toMatch(/Monto a transferir: 12,00\sUS\$ en dólares\./);
    expect(askReference!.text).toMatch(/referencia de tu transferencia en dólares/);
    expect((await step(chat, say(chat, '00123456')))[0]!.text).toMatch(
      /comprobante de tu transferencia en dólares/,
    );
    const [askVesAccount] = await step(chat, photo(chat, proofId));
    expect(askVesAccount!.text).toMatch(/^Ahora, la parte en bolívares/);
    expect(askVesAccount!.buttons).toEqual([
      [{ text: 'Banco de Venezuela (VES)', callback_data: `vacc:${accountId}` }],
    ]);
    const [vesDetails, askVesReference] = await step(chat, press(chat, `vacc:${accountId}`));
    expect(vesDetails!.text).toMatch(/Monto a transferir: Bs\.\s657,00 en bolívares/);
    expect(askVesReference!.text).toMatch(/referencia de tu transferencia en bolívares/);
    expect((await step(chat, say(chat, 'BS-777')))[0]!.text).toMatch(
      /comprobante de tu transferencia en bolívares/,
    );

    const proof = photo(chat, vesProofId);
    const [done] = await step(chat, proof);
    expect(done!.text).toMatch(
      /Recibimos tu compra[\s\S]*http:\/\/panel\.test\/evento\/\d+\/compra\/[\w-]{20,}/,
    );
    // Both proofs were fetched once the last came: the largest size, through getFile and the file URL.
    expect(telegram.calls.filter((c) => c.method === 'getFile').map((c) => c.body.file_id)).toEqual([
      proofId,
      vesProofId,
    ]);
    const [bill] = await billsOf(chat);
    expect(bill).toMatchObject({
      status: TICKET_BILL_STATUS.PENDING,
      channel: 'telegram',
      quantity: 2,
      total_cents: 3000,
      usd_cents: 1200,
      reference: '00123456',
      ves_reference: 'BS-777',
      lastname: 'Not set',
      document: '12345678',
      email: 'luisa@example.com',
      // The chat's language, which the buyer's mails are written in.
      lang: 'es',
    });
    expect(Number(bill!.telegram_chat_id)).toBe(chat);
    expect(bill!.proof_image).toBeTruthy();
    expect(bill!.ves_proof_image).toBeTruthy();
    expect(bill!.ves_proof_image).not.toBe(bill!.proof_image);
    expect(done!.text).toContain(String(bill!.access_token));
    const [seats] = await queryRows<{ sold: number }>(
      t.database.db,
      sql`select sold from ticket_types where id = ${generalId}`,
    );
    expect(seats!.sold).toBe(2);

    // Telegram retries the photo: nothing happens twice.
    const queued = (await sentTo(chat)).length;
    expect((await webhook(proof)).statusCode).toBe(200);
    expect(await billsOf(chat)).toHaveLength(1);
    expect(await sentTo(chat)).toHaveLength(queued);
  });

  it("speaks the buyer's Telegram language: the card, its dates and amounts, the questions", async () => {
    const chat = 535353;
    speaks(chat, 'en');
    const [cardMsg] = await step(chat, say(chat, '/start'));
    expect(cardMsg!.text).toMatch(/Tickets:[\s\S]*General: US\$\s15\.00 \(Bs\.\s547\.50\)/);
    expect(cardMsg!.buttons![0]![0]!.text).toMatch(/US\$\s15\.00/);
    const [quantity] = await step(chat, press(chat, `buy:${generalId}`));
    expect(quantity!.text).toMatch(/^How many "General" tickets/);
  });

  it('asks again with the reason after a wrong answer, and /cancelar starts over', async () => {
    const chat = 515151;
    await step(chat, press(chat, `buy:${generalId}`));
    await step(chat, press(chat, 'qty:1'));
    await step(chat, say(chat, 'Pedro'));
    await step(chat, say(chat, 'Pérez'));
    const [bad] = await step(chat, say(chat, 'J-12'));
    expect(bad!.text).toMatch(/cédula debe tener[\s\S]*Escribe tu cédula/);
    await step(chat, say(chat, '12345678'));
    const [badMail] = await step(chat, say(chat, 'pedro@'));
    expect(badMail!.text).toMatch(/correo no parece válido/);
    const [cancelled] = await step(chat, say(chat, '/cancelar'));
    expect(cancelled!.text).toMatch(/Compra cancelada/);
    // After cancelling, any text shows the card again.
    const [cardAgain] = await step(chat, say(chat, 'hola'));
    expect(cardAgain!.buttons?.length).toBeGreaterThan(0);
  });

  it('keeps the conversation across a restart: the state is in the table', async () => {
    const chat = 626262;
    await step(chat, press(chat, `buy:${generalId}`));
    await step(chat, press(chat, 'qty:1'));
    await step(chat, say(chat, 'Carla'));
    // A second process on the same database (as after a restart) takes the next answer.
    const second = await restartedApp(t, telegram.apiRoot);
    try {
      const [next] = await step(chat, say(chat, 'Cajera'), second);
      expect(next!.text).toMatch(/cédula/);
    } finally {
      await second.close();
    }
  });

  it('does not offer a sold-out type, and says when sales are closed', async () => {
    const chat = 737373;
    await queryRows(t.database.db, sql`update ticket_types set sold = quota where id = ${vipId}`);
    const [cardMsg] = await step(chat, say(chat, '/start'));
    expect(cardMsg!.text).toMatch(/VIP: 40,00\sUS\$ .* — agotadas/);
    expect(cardMsg!.buttons!.flat().map((b) => b.callback_data)).toEqual([`buy:${generalId}`]);
    const soldOut = await step(chat, press(chat, `buy:${vipId}`));
    expect(soldOut[0]!.text).toMatch(/«VIP» se agotaron/);

    await queryRows(t.database.db, sql`update ticket_events set status = 0 where id = ${eventId}`);
    try {
      const [closed] = await step(chat, say(chat, '/start'));
      expect(closed!.text).toMatch(/ventas de este evento están cerradas/);
      expect(closed!.buttons).toBeUndefined();
    } finally {
      await queryRows(t.database.db, sql`update ticket_events set status = 1 where id = ${eventId}`);
    }
  });

  it('asks for the proof again when it is no picture or cannot be downloaded', async () => {
    const chat = 848484;
    for (const u of [
      press(chat, `buy:${generalId}`),
      press(chat, 'qty:1'),
      say(chat, 'Ana'),
      press(chat, 'skip'),
      say(chat, '14555666'),
      say(chat, 'ana@example.com'),
      press(chat, 'skip'),
      press(chat, `acc:${accountId}`),
      say(chat, 'REF-1'),
      photo(chat, proofId),
      press(chat, `vacc:${accountId}`),
      say(chat, 'BS-1'),
    ])
      await step(chat, u);
    const [unknown] = await step(chat, photo(chat, 'no-such-file'));
    expect(unknown!.text).toMatch(
      /No pudimos descargar la imagen[\s\S]*comprobante de tu transferencia en bolívares/,
    );
    const notImage = telegram.addFile(Buffer.from('esto no es una imagen'));
    const [refused] = await step(chat, photo(chat, notImage));
    expect(refused!.text).toMatch(/comprobante de tu transferencia en bolívares/);
    // The dollar part's picture again: the bolívar part needs its own.
    const [same] = await step(chat, photo(chat, proofId));
    expect(same!.text).toBe(
      'El comprobante en bolívares debe ser otra imagen, no la del pago en dólares\n' +
        'Envía la foto del comprobante de tu transferencia en bolívares.',
    );
    expect(await billsOf(chat)).toEqual([]);
  });
  it('sells only in a private chat: a group gets one pointer to it, and an unreadable update gets 200', async () => {
    const group = { id: -1009876, type: 'group', title: 'Amigos del festival' };
    let update = 9000;
    const inGroup = (text: string) => ({
      update_id: update++,
      message: {
        message_id: 1,
        date: 1,
        chat: group,
        from: { id: 717171, is_bot: false, first_name: 'Ana' },
        text,
      },
    });
    const toGroup = () => sentTo(group.id);
    expect((await webhook(inGroup('/start'))).statusCode).toBe(200);
    const [pointer] = await toGroup();
    expect(pointer!.text).toBe('Para comprar, escríbeme en privado: en los grupos no tomo pedidos.');
    expect(JSON.stringify(pointer)).toContain('https://t.me/avila_sonora_bot');
    for (const text of ['¿quién va?', '/cancelar', 'Ana']) await webhook(inGroup(text));
    const pressed = await webhook({
      update_id: update++,
      callback_query: {
        id: 'g1',
        from: { id: 717171, first_name: 'Ana' },
        data: `buy:${generalId}`,
        message: { chat: group },
      },
    });
    expect(pressed.json()).toEqual({ method: 'answerCallbackQuery', callback_query_id: 'g1' });
    expect(await toGroup()).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from ticket_chats where chat_id = ${group.id}`)).toBe(0);
    // Over Telegram's 4,096 characters: ignored with 200, so Telegram does not send it again.
    const long = await webhook(say(727272, 'x'.repeat(4097)));
    expect(long.statusCode).toBe(200);
    expect(await sentTo(727272)).toEqual([]);
  });
});
