import { createTelegramSender } from '#server/channels/telegram/sender.ts';
import type { Db } from '#server/db/client.ts';
import { startOutboxWorker } from '#server/modules/outbox/outbox.worker.ts';
import type { FakeTelegram } from './fake-telegram.ts';
import type { TestApp } from './harness.ts';
import { addTelegramCustomers } from './outbox-fixtures.ts';

/** A test app whose demo store sends with a bot of a fake Bot API. */
export type TelegramOutboxApp = { t: TestApp; fake: FakeTelegram; storeId: number; token: string };

/**
 * What the Telegram outbox tests share, for a test file's app (read when called, so it may be
 * set in beforeAll): fresh customers, a worker of its own, the fake's sends to some chats, and
 * a wait for a condition.
 */
export function telegramOutboxCalls(app: () => TelegramOutboxApp) {
  let chatBase = 5_000_000;
  /** Fresh customers (new chat ids) for each test. */
  const customers = (n: number) => {
    chatBase += 10_000;
    return addTelegramCustomers(app().t.database.db, app().storeId, n, chatBase);
  };

  /** A worker of its own (as a second process would run), sending with the store's bot. */
  function worker(opts: { retryBaseSeconds?: number; pollMs?: number; db?: Db } = {}) {
    const { t, fake, storeId, token } = app();
    return startOutboxWorker({
      db: opts.db ?? t.database.db,
      pollMs: opts.pollMs ?? 60_000,
      log: t.app.log,
      retryBaseSeconds: opts.retryBaseSeconds,
      handlers: {
        telegram: createTelegramSender({
          apiRoot: fake.apiRoot,
          readFile: t.files.read,
          tokenFor: async (key) => (key === String(storeId) ? token : undefined),
          markUnreachable: async () => {},
        }),
      },
    });
  }

  const sendsOf = (campaignChats: Set<string>) => app().fake.sends.filter((s) => campaignChats.has(s.chatId));

  async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return { customers, worker, sendsOf, until };
}
