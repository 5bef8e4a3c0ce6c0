import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { countReachable, reachableCustomers } from '#server/modules/customers/customers.service.ts';
import type { FakeTelegram } from '#server/test/fake-telegram.ts';
import type { TestApp } from '#server/test/harness.ts';
import { connectDemoBot, demoStoreWithTelegram, outboxRows } from '#server/test/messaging.ts';
import { salesFixture } from '#server/test/sales.ts';
import { createCampaignReportService } from './campaign-report.service.ts';

let t: TestApp;
let telegram: FakeTelegram;
let storeId: number;
let secret: string;
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  ({ t, telegram, storeId } = await demoStoreWithTelegram());
  fx = await salesFixture(t, storeId);
  ({ secret } = await connectDemoBot(t, telegram, storeId, 'bodega_bot'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

let nextUpdate = 1000;
const start = (chatId: number, text = '/start', from: Record<string, unknown> = {}) => ({
  update_id: nextUpdate++,
  message: {
    message_id: 1,
    date: 1_700_000_000,
    chat: { id: chatId, type: 'private' },
    from: {
      id: chatId,
      is_bot: false,
      first_name: 'Luisa',
      last_name: 'Pérez',
      username: 'luisap',
      language_code: 'es',
      ...from,
    },
    text,
  },
});
const webhook = (payload: unknown, header: string | null = secret, store = storeId) =>
  t.inject({
    method: 'POST',
    url: `/api/telegram/${store}`,
    headers: header === null ? {} : { 'x-telegram-bot-api-secret-token': header },
    payload: payload as object,
  });
const customersWith = (chatId: number) =>
  queryRows<{
    id: number;
    name: string;
    lastname: string;
    username: string;
    language: string;
    unreachable_at: Date | null;
  }>(
    t.database.db,
    sql`select id, name, lastname, username, language, unreachable_at from customers
        where store_id = ${storeId} and channel = 'telegram' and external_id = ${String(chatId)}`,
  );
const handledUpdates = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from telegram_updates`))[0]!.n;

describe('POST /api/telegram/:storeId', () => {
  it('refuses a call without the store’s secret (401) and stores nothing', async () => {
    const before = await handledUpdates();
    for (const header of [null, '', 'otro-secreto', `${secret}x`]) {
      const res = await webhook(start(4242), header);
      expect(res.statusCode).toBe(401);
    }
    // Another store's path with this store's secret.
    expect((await webhook(start(4242), secret, storeId + 1000)).statusCode).toBe(401);
    expect(await handledUpdates()).toBe(before);
    expect(await customersWith(4242)).toEqual([]);
  });

  it('registers the sender of /start as a Telegram customer and queues a welcome, once per update', async () => {
    const update = start(4242);
    const res = await webhook(update);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [customer] = await customersWith(4242);
    expect(customer).toMatchObject({ name: 'Luisa', lastname: 'Pérez', username: 'luisap', language: 'es' });
    const welcome = (await outboxRows(t)).filter((r) => r.recipient === '4242');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({
      channel: 'telegram',
      bot_key: String(storeId),
      customer_id: customer!.id,
    });
    expect(welcome[0]!.payload.text).toContain('Bienvenido');
    // Telegram retries the same update: nothing happens twice.
    expect((await webhook(update)).statusCode).toBe(200);
    expect((await outboxRows(t)).filter((r) => r.recipient === '4242')).toHaveLength(1);
    // The customer appears in the owner's list.
    const list = await t.injectAs(ROLES.CLIENT, {
      method: 'GET',
      url: `/api/store/${storeId}/clients?channel=telegram`,
    });
    expect(list.json().telegram.data.map((c: { name: string }) => c.name)).toContain('Luisa');
  });

  it('refreshes a returning customer and makes them reachable again', async () => {
    const [before] = await customersWith(4242);
    await queryRows(t.database.db, sql`update customers set unreachable_at = now() where id = ${before!.id}`);
    const res = await webhook(
      start(4242, '/start', { first_name: 'Luisa María', username: 'luisam', language_code: 'pt-BR' }),
    );
    expect(res.statusCode).toBe(200);
    const rows = await customersWith(4242);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: before!.id,
      name: 'Luisa María',
      username: 'luisam',
      language: 'pt-BR',
      unreachable_at: null,
    });
  });

  it('opens a product deep link and a product button in the ordering chat, with “Agregar”', async () => {
    expect((await webhook(start(5151, `/start product_${fx.arepa.id}`))).statusCode).toBe(200);
    const [product] = (await outboxRows(t)).filter((r) => r.recipient === '5151');
    expect(product!.payload.text).toMatch(/^Arepa reina pepiada\n3,50\sUS\$/);
    // The card the catalogue shows: "Agregar" takes it to the cart (or its extras) in the chat.
    const buttonsOf = (row: { payload: unknown } | undefined) =>
      (row!.payload as { buttons: { text: string; callback_data?: string }[][] }).buttons;
    expect(buttonsOf(product)[0]).toEqual([{ text: 'Agregar', callback_data: `p:${fx.arepa.id}` }]);
    expect(JSON.stringify(product!.payload)).not.toContain('/tienda/');
    const press = await webhook({
      update_id: nextUpdate++,
      callback_query: {
        id: 'cb1',
        from: { id: 6161, is_bot: false, first_name: 'Pedro' },
        message: { message_id: 9, date: 1, chat: { id: 6161, type: 'private' } },
        data: `product_${fx.malta.id}`,
      },
    });
    expect(press.statusCode).toBe(200);
    // The button's spinner stops: the webhook's answer is Telegram's answerCallbackQuery.
    expect(press.json()).toEqual({ method: 'answerCallbackQuery', callback_query_id: 'cb1' });
    const [answer] = (await outboxRows(t)).filter((r) => r.recipient === '6161');
    expect(answer!.payload.text).toMatch(/^Malta\n1,25\sUS\$/);
    expect(buttonsOf(answer)[0]).toEqual([{ text: 'Agregar', callback_data: `p:${fx.malta.id}` }]);
    const add = await webhook({
      update_id: nextUpdate++,
      callback_query: {
        id: 'cb2',
        from: { id: 6161, is_bot: false, first_name: 'Pedro' },
        message: { message_id: 10, date: 1, chat: { id: 6161, type: 'private' } },
        data: `p:${fx.malta.id}`,
      },
    });
    expect(add.statusCode).toBe(200);
    const [, added] = (await outboxRows(t)).filter((r) => r.recipient === '6161');
    expect(added!.payload.text).toContain('Agregaste 1 × Malta');
    // Another store's product or none at all: an honest "not available".
    await webhook(start(7171, '/start product_99999'));
    const [gone] = (await outboxRows(t)).filter((r) => r.recipient === '7171');
    expect(gone!.payload.text).toBe('Ese producto ya no está disponible.');
    expect(
      buttonsOf(gone)
        .flat()
        .map((b) => b.callback_data),
    ).toContain('cats');
  });

  it('answers 200 to an update it cannot read, stores nothing, and refuses only what is not a JSON object', async () => {
    const before = (await outboxRows(t)).length;
    const handled = await handledUpdates();
    expect(
      (await webhook({ update_id: nextUpdate++, message: { chat: { id: 1 }, text: 'hola' } })).statusCode,
    ).toBe(200);
    expect((await webhook({ update_id: nextUpdate++, edited_message: {} })).statusCode).toBe(200);
    // Telegram re-delivers anything but a 2xx for hours: a shape the bot cannot read is ignored with 200.
    const overLong = start(9191, 'a'.repeat(5000));
    for (const body of [{}, { update_id: 'x' }, { update_id: 1, message: { chat: {} } }, overLong]) {
      const res = await webhook(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect((await outboxRows(t)).length).toBe(before);
    expect(await customersWith(9191)).toEqual([]);
    // Only the readable updates (the first two) were recorded as handled.
    expect(await handledUpdates()).toBe(handled + 2);
    for (const body of [[], 'texto']) {
      const res = await webhook(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // A control character in a name (which a text column refuses) is dropped, not a 5xx.
    expect(
      (await webhook(start(8181, '/start', { first_name: 'Ana\u0000', last_name: '\u0007' }))).statusCode,
    ).toBe(200);
    expect((await customersWith(8181))[0]).toMatchObject({ name: 'Ana', lastname: '' });
    const notJson = await t.inject({
      method: 'POST',
      url: `/api/telegram/${storeId}`,
      headers: { 'x-telegram-bot-api-secret-token': secret, 'content-type': 'application/json' },
      payload: '{"update_id":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await t.inject({ method: 'POST', url: '/api/telegram/abc', payload: {} })).statusCode).toBe(401);
  });

  it('never makes a group a customer: a /start there gets one pointer to the private chat, chatter nothing', async () => {
    const group = { id: -1001234567, type: 'supergroup', title: 'Vecinos' };
    const inGroup = (text: string, from = 3131) => ({
      update_id: nextUpdate++,
      message: {
        message_id: 1,
        date: 1_700_000_000,
        chat: group,
        from: { id: from, is_bot: false, first_name: 'Marta', language_code: 'en' },
        text,
      },
    });
    const toGroup = async () => (await outboxRows(t)).filter((r) => r.recipient === String(group.id));
    expect((await webhook(inGroup('/start@bodega_bot'))).statusCode).toBe(200);
    const [pointer] = await toGroup();
    // In the sender's language, with a button to the bot's private chat.
    expect(pointer!.payload.text).toBe(
      "To buy, write to me in a private chat: I don't take orders in groups.",
    );
    expect(JSON.stringify(pointer!.payload)).toContain('https://t.me/bodega_bot');
    expect(pointer!.customer_id).toBeNull();
    // Chatter, a search word, a command for another bot, a button pressed there: nothing at all.
    for (const text of ['hola a todos', 'arepa', '/start@otro_bot', '/cancelar'])
      expect((await webhook(inGroup(text, 3232))).statusCode).toBe(200);
    const press = await webhook({
      update_id: nextUpdate++,
      callback_query: {
        id: 'cb-group',
        from: { id: 3333, is_bot: false, first_name: 'Rosa' },
        message: { message_id: 3, date: 1, chat: group },
        data: 'cats',
      },
    });
    expect(press.json()).toEqual({ method: 'answerCallbackQuery', callback_query_id: 'cb-group' });
    expect(await toGroup()).toHaveLength(1);
    for (const id of [group.id, 3131, 3232, 3333]) expect(await customersWith(id)).toEqual([]);
    // A channel's post has no sender and reaches nobody either.
    expect(
      (await webhook({ update_id: nextUpdate++, channel_post: { chat: { id: -100999, type: 'channel' } } }))
        .statusCode,
    ).toBe(200);
  });

  it('leaves a group an older version recorded out of every audience', async () => {
    const reachable = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from customers where store_id = ${storeId} and channel = 'telegram'`,
        )
      )[0]!.n;
    const audience = async () => (await countReachable(t.database.db, storeId)).telegram;
    const before = await audience();
    const rows = await reachable();
    await queryRows(
      t.database.db,
      sql`insert into customers (store_id, channel, name, external_id) values (${storeId}, 'telegram', 'Vecinos', '-100777')`,
    );
    expect(await reachable()).toBe(rows + 1);
    expect(await audience()).toBe(before);
    expect(
      (await reachableCustomers(t.database.db, storeId, ['telegram'])).map((c) => c.externalId),
    ).not.toContain('-100777');
  });

  it('brings a bot connected by an earlier version up to my_chat_member, only where its webhook is still ours', async () => {
    const bot = [...telegram.bots.values()].find((b) => b.username === 'bodega_bot')!;
    const ours = bot.webhookUrl;
    // As an earlier version left it: messages and buttons only.
    bot.allowedUpdates = ['message', 'callback_query'];
    expect((await t.app.refreshBotWebhooks()).stores).toMatchObject({ updated: 1 });
    expect(bot.allowedUpdates).toEqual(['message', 'callback_query', 'my_chat_member']);
    expect([bot.webhookUrl, bot.secret]).toEqual([ours, secret]);
    expect((await t.app.refreshBotWebhooks()).stores).toEqual({ current: 1 });
    // A copy of the database elsewhere (a staging restore) never takes the bot over.
    bot.webhookUrl = 'https://staging.example/api/telegram/1';
    bot.allowedUpdates = ['message'];
    expect((await t.app.refreshBotWebhooks()).stores).toEqual({ elsewhere: 1 });
    expect([bot.webhookUrl, bot.allowedUpdates]).toEqual([
      'https://staging.example/api/telegram/1',
      ['message'],
    ]);
    bot.webhookUrl = ours;
    await t.app.refreshBotWebhooks();
  });

  it('subscribes to my_chat_member: a person blocking the bot is unreachable at once, unblocking clears it', async () => {
    expect(JSON.stringify(telegram.bots.get([...telegram.bots.keys()].at(-1)!)!.allowedUpdates)).toContain(
      'my_chat_member',
    );
    await webhook(start(6464));
    const membership = (status: string, chat: Record<string, unknown> = { id: 6464, type: 'private' }) => ({
      update_id: nextUpdate++,
      my_chat_member: {
        chat,
        from: { id: 6464, is_bot: false, first_name: 'Luisa' },
        date: 1_700_000_000,
        old_chat_member: { status: status === 'kicked' ? 'member' : 'kicked', user: { id: 1, is_bot: true } },
        new_chat_member: { status, user: { id: 1, is_bot: true } },
      },
    });
    expect((await webhook(membership('kicked'))).statusCode).toBe(200);
    expect((await customersWith(6464))[0]!.unreachable_at).not.toBeNull();
    expect((await webhook(membership('member'))).statusCode).toBe(200);
    expect((await customersWith(6464))[0]!.unreachable_at).toBeNull();
    // Someone never seen: nobody is recorded. The bot added to a group: no customer either.
    await webhook(membership('kicked', { id: 6565, type: 'private' }));
    await webhook(membership('member', { id: -100888, type: 'group' }));
    expect(await customersWith(6565)).toEqual([]);
    expect(await customersWith(-100888)).toEqual([]);
  });

  it('forgets handled updates after three days (the scheduler tick)', async () => {
    await queryRows(
      t.database.db,
      sql`insert into telegram_updates (store_id, update_id, received_at) values (${storeId}, 1, now() - interval '4 days')`,
    );
    const before = await handledUpdates();
    await createCampaignReportService({ db: t.database.db, onOutbox: () => {} }).tick();
    expect(await handledUpdates()).toBe(before - 1);
  });
});
