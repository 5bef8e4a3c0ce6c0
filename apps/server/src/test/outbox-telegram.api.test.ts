import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramSender, noBotText } from '#server/channels/telegram/sender.ts';
import { queryRows } from '#server/db/client.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { connectDemoBot, queueTelegramCampaign, statusCounts } from './outbox-fixtures.ts';
import { telegramOutboxCalls } from './outbox-telegram.ts';
import { salesFixture } from './sales.ts';

// What the outbox makes of each Telegram message: sent (text, photo, button, a sale's notice),
// retried, dead-lettered, held, or its customer marked unreachable. Its pace and rate limits:
// outbox-telegram-pace.api.test.ts.

let t: TestApp;
let fake: FakeTelegram;
let storeId: number;
let token: string;
const { customers, worker, sendsOf, until } = telegramOutboxCalls(() => ({ t, fake, storeId, token }));

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({ env: { TELEGRAM_API_ROOT: fake.apiRoot, OUTBOX_POLL_MS: '60000' } });
  token = fake.addBot('ofertas_bot');
  storeId = await connectDemoBot(t, token, 'ofertas_bot');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('telegram delivery through the outbox', () => {
  it('marks a customer who blocked the bot (403) or whose chat is gone (400) unreachable', async () => {
    const people = await customers(3);
    fake.blocked.add(people[0]!.chat);
    fake.gone.add(people[1]!.chat);
    await queueTelegramCampaign(t.database.db, storeId, 4, people);
    await t.app.outbox.drain();
    const rows = await queryRows<{ recipient: string; status: string; last_error: string | null }>(
      t.database.db,
      sql`select recipient, status, last_error from outbox where campaign_id = 4 order by id`,
    );
    expect(rows).toEqual([
      {
        recipient: people[0]!.chat,
        status: 'unreachable',
        last_error: '403 Forbidden: bot was blocked by the user',
      },
      { recipient: people[1]!.chat, status: 'unreachable', last_error: '400 Bad Request: chat not found' },
      { recipient: people[2]!.chat, status: 'sent', last_error: null },
    ]);
    const marked = await queryRows<{ id: number; unreachable: boolean }>(
      t.database.db,
      sql`select id, unreachable_at is not null as unreachable from customers
          where id in (${people[0]!.id}, ${people[1]!.id}, ${people[2]!.id}) order by id`,
    );
    expect(marked.map((m) => m.unreachable)).toEqual([true, true, false]);
  });

  it('dead-letters a message Telegram refuses for good, with the reason, at once', async () => {
    const people = await customers(1);
    fake.failures.set(people[0]!.chat, [
      { error_code: 400, description: 'Bad Request: message is too long' },
    ]);
    await queueTelegramCampaign(t.database.db, storeId, 5, people);
    await t.app.outbox.drain();
    const [row] = await queryRows<{ status: string; last_error: string; attempts: number }>(
      t.database.db,
      sql`select status, last_error, attempts from outbox where campaign_id = 5`,
    );
    expect(row).toEqual({
      status: 'failed',
      last_error: '400 Bad Request: message is too long',
      attempts: 1,
    });
  });

  it('fails a message of a store without a bot, saying so', async () => {
    const id = await enqueue(t.database.db, {
      channel: 'telegram',
      recipient: '42',
      botKey: '999999',
      payload: { text: 'Hola' },
    });
    await t.app.outbox.drain();
    const [row] = await queryRows<{ status: string; last_error: string }>(
      t.database.db,
      sql`select status, last_error from outbox where id = ${id}`,
    );
    expect(row).toEqual({ status: 'failed', last_error: noBotText });
  });

  it('uses a bot at once when it is connected right after a message found none', async () => {
    let connected = false;
    const send = createTelegramSender({
      apiRoot: fake.apiRoot,
      readFile: t.files.read,
      tokenFor: async () => (connected ? token : undefined),
      markUnreachable: async () => {},
    });
    const row = (chat: string) => ({
      recipient: chat,
      payload: { text: 'Hola' },
      botKey: '77',
      customerId: null,
    });
    await expect(send(row('7001'))).rejects.toMatchObject({ kind: 'permanent', message: noBotText });
    connected = true;
    await send(row('7002'));
    expect(fake.sends.some((s) => s.chatId === '7002')).toBe(true);
  });

  it('retries a temporary failure (5xx) with growing back-off until it goes through', async () => {
    const people = await customers(1);
    const bad = { error_code: 502, description: 'Bad Gateway' };
    fake.failures.set(people[0]!.chat, [bad, bad]);
    await queueTelegramCampaign(t.database.db, storeId, 6, people);
    const w = worker({ retryBaseSeconds: 1, pollMs: 250 });
    const started = Date.now();
    try {
      await w.drain();
      const [first] = await queryRows<{ status: string; attempts: number; last_error: string }>(
        t.database.db,
        sql`select status, attempts, last_error from outbox where campaign_id = 6`,
      );
      expect(first).toEqual({ status: 'pending', attempts: 1, last_error: '502 Bad Gateway' });
      await until(async () => (await statusCounts(t.database.db, 6)).sent === 1, 10_000);
    } finally {
      await w.stop();
    }
    // Back-off of 1 s then 2 s before the third attempt succeeded.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    const [row] = await queryRows<{ attempts: number; sent: boolean }>(
      t.database.db,
      sql`select attempts, sent_at is not null as sent from outbox where campaign_id = 6`,
    );
    expect(row).toEqual({ attempts: 3, sent: true });
  });

  it('retries a photo whose stored image is not there yet, and sends it once it is', async () => {
    const people = await customers(1);
    await enqueue(t.database.db, {
      channel: 'telegram',
      recipient: people[0]!.chat,
      botKey: String(storeId),
      campaignId: 16,
      payload: { text: 'Llegó el pan', photo: 'pan-tardio.png' },
    });
    const w = worker({ retryBaseSeconds: 1, pollMs: 250 });
    try {
      await w.drain();
      const [first] = await queryRows<{ status: string; attempts: number; last_error: string }>(
        t.database.db,
        sql`select status, attempts, last_error from outbox where campaign_id = 16`,
      );
      // Not a permanent failure: still pending, with the reason, for the next attempt.
      expect(first).toEqual({
        status: 'pending',
        attempts: 1,
        last_error: 'La imagen pan-tardio.png no está disponible',
      });
      await t.files.put(
        'pan-tardio.png',
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      );
      await until(async () => (await statusCounts(t.database.db, 16)).sent === 1, 10_000);
    } finally {
      await w.stop();
    }
    expect(sendsOf(new Set([people[0]!.chat]))).toEqual([
      expect.objectContaining({ method: 'sendPhoto', text: 'Llegó el pan' }),
    ]);
  });

  it('never sends held or cancelled messages', async () => {
    const people = await customers(4);
    await queueTelegramCampaign(t.database.db, storeId, 7, people.slice(0, 2), { status: 'held' });
    await queueTelegramCampaign(t.database.db, storeId, 8, people.slice(2), { status: 'held' });
    await t.database.db.execute(sql`update outbox set status = 'cancelled' where campaign_id = 8`);
    await t.app.outbox.drain();
    expect(sendsOf(new Set(people.map((p) => p.chat)))).toHaveLength(0);
    expect(await statusCounts(t.database.db, 7)).toEqual({ held: 2 });
    expect(await statusCounts(t.database.db, 8)).toEqual({ cancelled: 2 });
  });

  it('sends a photo (a stored image uploaded, or a URL) with a button', async () => {
    const people = await customers(2);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await t.files.put('promo.png', png);
    const button = { text: 'Pedir', url: 'https://t.me/ofertas_bot?start=p1' };
    for (const [i, photo] of ['promo.png', 'https://example.test/p.jpg'].entries()) {
      await enqueue(t.database.db, {
        channel: 'telegram',
        recipient: people[i]!.chat,
        botKey: String(storeId),
        campaignId: 9,
        payload: { text: 'Arepas 2x1 — $3.00', photo, button },
      });
    }
    await t.app.outbox.drain();
    const sends = sendsOf(new Set(people.map((p) => p.chat)));
    const markup = { inline_keyboard: [[{ text: 'Pedir', url: button.url }]] };
    expect(sends).toHaveLength(2);
    expect(sends).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'sendPhoto',
          text: 'Arepas 2x1 — $3.00',
          photo: `upload:${png.length}`,
          replyMarkup: markup,
        }),
        expect.objectContaining({
          method: 'sendPhoto',
          photo: 'https://example.test/p.jpg',
          replyMarkup: markup,
        }),
      ]),
    );
  });

  it("delivers the shopper's status notice of a Telegram sale from the store's bot", async () => {
    const fx = await salesFixture(t, storeId);
    const id = await fx.place();
    const res = await t.injectAs(3, { method: 'POST', url: `/api/bill/${id}/verify` });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.outbox.drain();
    const notice = fake.sends.find((s) => s.chatId === '555001' && s.text.includes(`#${id}`));
    expect(notice).toMatchObject({ token, method: 'sendMessage' });
    const [row] = await queryRows<{ status: string; bot_key: string; customer_id: number }>(
      t.database.db,
      sql`select status, bot_key, customer_id from outbox where channel = 'telegram' and recipient = '555001'
          order by id desc limit 1`,
    );
    expect(row).toEqual({ status: 'sent', bot_key: String(storeId), customer_id: fx.telegram.id });
  });
});
