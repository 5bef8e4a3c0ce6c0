import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { createTestApp } from '../apps/server/src/test/harness.ts';
import {
  addTelegramCustomers,
  connectDemoBot,
  queueTelegramCampaign,
} from '../apps/server/src/test/outbox-fixtures.ts';

/** Telegram's limit per bot, which the fake Bot API enforces with 429s. */
const TELEGRAM_LIMIT = 30;
export const CAMPAIGN_RATE_BUDGET = 0.95;

export type CampaignResult = {
  recipients: number;
  seconds: number;
  /** Messages per second between the first and the last accepted send. */
  rate: number;
  ratio: number;
  tooMany: number;
  ignored429: number;
  /** Sends already on their way when a 429 was answered (within 100 ms of it). */
  inFlight429: number;
  lateSends: number;
};

/**
 * A campaign to `recipients` Telegram customers of one store (BENCH_CAMPAIGN_RECIPIENTS,
 * 20,000 by default: about 12 minutes at 29/s), sent by the server's own outbox worker through
 * the fake Bot API that answers 429 {retry_after} past 30 messages in any second.
 */
export async function benchCampaign(database: 'pglite' | 'postgres'): Promise<CampaignResult> {
  const recipients = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 20_000);
  const fake = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-telegram-process.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(fake.stdout!, 'data')) as [Buffer];
  const { apiRoot, token } = JSON.parse(line.toString()) as { apiRoot: string; token: string };
  const t = await createTestApp({
    database,
    env: { LOG_LEVEL: 'silent', TELEGRAM_API_ROOT: apiRoot },
  });
  try {
    const storeId = await connectDemoBot(t, token, 'campana_bot');
    const db = t.database.db;
    const people = await addTelegramCustomers(db, storeId, recipients, 9_000_000);
    await queueTelegramCampaign(db, storeId, 1, people, { status: 'held' });
    await db.execute(sql`analyze`);
    const started = Date.now();
    await db.execute(
      sql`update outbox set status = 'pending', next_attempt_at = now() where campaign_id = 1`,
    );
    t.app.outbox.kick();
    for (;;) {
      await new Promise((r) => setTimeout(r, 2000));
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from outbox where campaign_id = 1 and status = 'pending'`,
      );
      if (Number(row!.n) === 0) break;
    }
    const stats = (await (await fetch(`${apiRoot}/__stats`)).json()) as {
      tooMany: number;
      ignored429: number;
      inFlight429: number;
      times: number[];
    };
    const times = stats.times.sort((a, b) => a - b);
    const span = (times.at(-1)! - times[0]!) / 1000;
    const rate = span > 0 ? (times.length - 1) / span : 0;
    return {
      recipients,
      seconds: (Date.now() - started) / 1000,
      rate,
      ratio: rate / TELEGRAM_LIMIT,
      tooMany: stats.tooMany,
      ignored429: stats.ignored429,
      inFlight429: stats.inFlight429,
      lateSends: t.app.outbox.lateSends(),
    };
  } finally {
    await t.close();
    fake.kill('SIGTERM');
  }
}

// `tsx bench/campaign.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const database =
    process.env.TEST_DATABASE_URL && process.env.BENCH_CAMPAIGN_DB !== 'pglite' ? 'postgres' : 'pglite';
  console.log(JSON.stringify({ database, ...(await benchCampaign(database)) }));
}
