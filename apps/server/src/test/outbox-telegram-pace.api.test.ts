import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramSender } from '#server/channels/telegram/sender.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { startOutboxWorker } from '#server/modules/outbox/outbox.worker.ts';
import { pruneRates } from '#server/modules/outbox/outbox-rates.repository.ts';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { connectDemoBot, queueTelegramCampaign, rateOf, statusCounts } from './outbox-fixtures.ts';
import { telegramOutboxCalls } from './outbox-telegram.ts';

// The pace of Telegram delivery through the outbox: a bot's 30 a second and a chat's one a
// second, shared between workers, a 429's pause, and what an idle worker costs.

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
  it('sends a campaign at the bot limit, paced below 30 a second', async () => {
    const people = await customers(75);
    await queueTelegramCampaign(t.database.db, storeId, 1, people);
    const before = { tooMany: fake.stats.tooMany, count: fake.sends.length };
    const started = Date.now();
    await t.app.outbox.drain();
    const elapsed = Date.now() - started;
    expect(await statusCounts(t.database.db, 1)).toEqual({ sent: 75 });
    const sends = sendsOf(new Set(people.map((p) => p.chat)));
    expect(sends).toHaveLength(75);
    expect(rateOf(sends).maxPerSecond).toBeLessThanOrEqual(30);
    // The pacing keeps below Telegram's limit on its own: at most a stray 429 when this shared
    // machine stalls the process (the fake runs in it too), and each one honoured.
    expect(fake.stats.tooMany - before.tooMany).toBeLessThanOrEqual(2);
    expect(fake.stats.ignored429).toBe(0);
    // 75 messages at 29/s take about 2.6 s: paced, not one per poll.
    expect(elapsed).toBeGreaterThan(2000);
    expect(elapsed).toBeLessThan(8000);
    // Which chat goes first depends on whether drain() or the worker's own poll claims first.
    expect(sends).toContainEqual(
      expect.objectContaining({ method: 'sendMessage', token, text: `Oferta para ${people[0]!.chat}` }),
    );
  });

  it('keeps one chat to one message a second', async () => {
    const [one] = await customers(1);
    for (let i = 0; i < 4; i++) {
      await queueTelegramCampaign(t.database.db, storeId, 2, [one!], { text: `Aviso ${i}` });
    }
    await t.app.outbox.drain();
    await until(async () => (await statusCounts(t.database.db, 2)).sent === 4, 10_000);
    const sends = sendsOf(new Set([one!.chat]));
    expect(sends).toHaveLength(4);
    expect(rateOf(sends).minChatGap).toBeGreaterThanOrEqual(1000);
  });

  it('honours a 429: pauses the bot for retry_after, loses nothing and counts no failure', async () => {
    const strict = await startFakeTelegram({ perSecond: 10, retryAfter: 1 });
    const strictToken = strict.addBot('estricto_bot');
    const people = await customers(40);
    await queueTelegramCampaign(t.database.db, storeId, 3, people);
    const w = startOutboxWorker({
      db: t.database.db,
      pollMs: 60_000,
      log: t.app.log,
      handlers: {
        telegram: createTelegramSender({
          apiRoot: strict.apiRoot,
          readFile: t.files.read,
          tokenFor: async () => strictToken,
          markUnreachable: async () => {},
        }),
      },
    });
    try {
      await w.drain();
      await until(async () => (await statusCounts(t.database.db, 3)).sent === 40, 20_000);
    } finally {
      await w.stop();
      await strict.close();
    }
    expect(strict.stats.tooMany).toBeGreaterThan(0);
    expect(strict.stats.ignored429).toBe(0);
    expect(strict.sends).toHaveLength(40);
    expect(new Set(strict.sends.map((s) => s.chatId)).size).toBe(40);
    const [row] = await queryRows<{ max: number }>(
      t.database.db,
      sql`select max(attempts)::int as max from outbox where campaign_id = 3`,
    );
    expect(row!.max).toBe(1);
  });

  it('two workers share one campaign: each message once, at most 30 a second between them', async () => {
    const open = await startFakeTelegram({ perSecond: 10_000 });
    const openToken = open.addBot('abierto_bot');
    const people = await customers(90);
    await queueTelegramCampaign(t.database.db, storeId, 10, people);
    const send = createTelegramSender({
      apiRoot: open.apiRoot,
      readFile: t.files.read,
      tokenFor: async () => openToken,
      markUnreachable: async () => {},
    });
    // The pace is read where the workers hand each message to the Bot API client. The fake's own
    // arrival times are not a fair reading here: it answers on this process's event loop, which
    // the embedded database blocks for tens of milliseconds at a time, so requests that arrived
    // during a block get the same late time stamp and look bunched (31 in a second was seen on a
    // loaded machine while the hand-over times kept to 29).
    const handed: { token: string; chatId: string; at: number }[] = [];
    const make = () =>
      startOutboxWorker({
        db: t.database.db,
        pollMs: 60_000,
        log: t.app.log,
        handlers: {
          telegram: (row) => {
            handed.push({ token: openToken, chatId: row.recipient, at: Date.now() });
            return send(row);
          },
        },
      });
    const workers = [make(), make()];
    try {
      await Promise.all(workers.map((w) => w.drain()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await open.close();
    }
    expect(open.sends.map((s) => s.chatId).sort()).toEqual(people.map((p) => p.chat).sort());
    expect(handed).toHaveLength(90);
    expect(rateOf(handed).maxPerSecond).toBeLessThanOrEqual(30);
    expect(await statusCounts(t.database.db, 10)).toEqual({ sent: 90 });
  });

  it('housekeeping drops rate windows long past, keeps current ones and pauses in force', async () => {
    await t.database.db.execute(sql`
      insert into outbox_rates (key, next_at, paused_until) values
        ('chat:old', now() - interval '1 hour', null),
        ('chat:new', now() + interval '1 second', null),
        ('bot:paused', now() - interval '1 hour', now() + interval '1 hour')`);
    expect(await pruneRates(t.database.db, 600)).toBeGreaterThanOrEqual(1);
    const keys = await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from outbox_rates where key in ('chat:old', 'chat:new', 'bot:paused') order by key`,
    );
    expect(keys.map((k) => k.key)).toEqual(['bot:paused', 'chat:new']);
  });

  it('an idle worker queries the database once per poll, not in a loop', async () => {
    // Nothing due: what the earlier tests left waiting (back-offs) is set aside.
    await t.database.db.execute(sql`update outbox set status = 'cancelled' where status = 'pending'`);
    let statements = 0;
    const counted = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (
          typeof value === 'function' &&
          ['execute', 'select', 'update', 'insert', 'delete'].includes(String(prop))
        ) {
          return (...args: unknown[]) => {
            statements++;
            return value.apply(target, args);
          };
        }
        return value;
      },
    }) as Db;
    const w = worker({ db: counted, pollMs: 500 });
    await new Promise((r) => setTimeout(r, 2600));
    await w.stop();
    // 5 ticks of one "which bots have due messages" query each (only Telegram is handled here).
    expect(statements).toBeGreaterThanOrEqual(4);
    expect(statements).toBeLessThanOrEqual(6);
  });
});
