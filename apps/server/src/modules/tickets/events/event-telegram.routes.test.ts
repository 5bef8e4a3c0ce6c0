import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '#server/lib/secret-box.ts';
import { ticketEvents } from '#server/modules/tickets/tickets.tables.ts';
import { type FakeTelegram, startFakeTelegram } from '#server/test/fake-telegram.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { eventCalls } from '#server/test/ticket-events.ts';
import { eventBot, eventBotToken } from './event-telegram.service.ts';

let t: TestApp;
let telegram: FakeTelegram;
let managerId: number;
const SECRET_KEY = 'clave-de-prueba-de-eventos';
const { master, create } = eventCalls(() => t);

beforeAll(async () => {
  telegram = await startFakeTelegram();
  t = await createTestApp({ env: { TELEGRAM_API_ROOT: telegram.apiRoot, SECRET_KEY } });
  managerId = (await master({ method: 'GET', url: '/api/ticket/ticket-manager' })).json<{ id: number }>().id;
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

describe("an event's Telegram bot", () => {
  it('connects a bot (token sealed, webhook with a secret) and disconnects it', async () => {
    const e = await create();
    const token = telegram.addBot('conciertobot');
    const url = `/api/ticket/ticket-bots/${e.id}/telegram`;
    const res = await master({ method: 'PUT', url, payload: { telegram_user_bot: '@ConciertoBot', token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { telegram_user_bot: 'conciertobot' } });
    const bot = telegram.bots.get(token)!;
    expect(bot.webhookUrl).toBe(`http://panel.test/api/telegram/events/${e.id}`);
    const [row] = await t.database.db.select().from(ticketEvents).where(eq(ticketEvents.id, e.id));
    expect(row!.telegramTokenEnc).not.toContain(token);
    expect(row!.telegramWebhookSecret).toBe(bot.secret);
    expect(await eventBotToken(t.database.db, createSecretBox(SECRET_KEY), e.id)).toBe(token);
    expect(await eventBot(t.database.db, e.id)).toEqual({
      id: e.id,
      name: e.name,
      managerId,
      botUsername: 'conciertobot',
      webhookSecret: bot.secret,
    });
    // Connected by an earlier version (no my_chat_member): brought up to date, secret kept.
    const secret = bot.secret;
    bot.allowedUpdates = ['message', 'callback_query'];
    expect((await t.app.refreshBotWebhooks()).events).toEqual({ updated: 1 });
    expect([bot.allowedUpdates, bot.secret]).toEqual([
      ['message', 'callback_query', 'my_chat_member'],
      secret,
    ]);

    const off = await master({ method: 'DELETE', url });
    expect(off.json()).toMatchObject({
      message: 'Bot de Telegram desconectado',
      data: { telegram_user_bot: null },
    });
    expect(await eventBot(t.database.db, e.id)).toMatchObject({ botUsername: null, webhookSecret: null });
    expect(await eventBotToken(t.database.db, createSecretBox(SECRET_KEY), e.id)).toBeUndefined();
    expect(await eventBot(t.database.db, 99999999)).toBeUndefined();
  });

  it('refuses a token Telegram does not know and a bot user that does not match', async () => {
    const e = await create();
    const url = `/api/ticket/ticket-bots/${e.id}/telegram`;
    const unknown = await master({
      method: 'PUT',
      url,
      payload: { telegram_user_bot: 'nadiebot', token: '999999:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.token).toEqual(['Telegram no reconoce este token']);
    const token = telegram.addBot('realbot');
    const mismatch = await master({ method: 'PUT', url, payload: { telegram_user_bot: 'otrobot', token } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.telegram_user_bot).toEqual([
      'Este token pertenece al bot @realbot; use ese usuario',
    ]);
    expect(await eventBot(t.database.db, e.id)).toMatchObject({ botUsername: null });
  });
});
