import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '#server/config/env.ts';
import { queryRows } from '#server/db/client.ts';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { addTelegramCustomers, queueTelegramCampaign, rateOf, statusCounts } from './outbox-fixtures.ts';

// Separate OS processes sharing one PostgreSQL: the rate limits hold between them, no message
// goes twice, and a worker killed with SIGKILL mid-campaign loses nothing.
const onPostgres = testEnv.database() === 'postgres';
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'outbox-worker-child.ts');

let t: TestApp;
let fake: FakeTelegram;
let token: string;
let dbUrl: string;
let storeId: number;
const children: ChildProcess[] = [];
/** Each message a child handed to the Bot API client, with when (the child prints them). */
const handed: { token: string; chatId: string; at: number }[] = [];

async function startChild(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: {
      ...process.env,
      OUTBOX_CHILD_DB: dbUrl,
      OUTBOX_CHILD_API_ROOT: fake.apiRoot,
      OUTBOX_CHILD_TOKEN: token,
      OUTBOX_CHILD_LEASE: '5',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(proc);
  const lines = createInterface({ input: proc.stdout! });
  const ready = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') return resolve();
      if (!line.startsWith('{')) return reject(new Error(`child said ${line}`));
      const { chatId, at } = JSON.parse(line) as { chatId: string; at: number };
      handed.push({ token, chatId, at });
    });
    proc.once('exit', (code) => reject(new Error(`child exited with ${code} before it was ready`)));
  });
  await ready;
  return proc;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!onPostgres)('outbox worker processes on one PostgreSQL', () => {
  beforeAll(async () => {
    // Enforcing far above 30/s: what is measured is our own pacing, not the fake's refusals.
    fake = await startFakeTelegram({ perSecond: 10_000 });
    token = fake.addBot('procesos_bot');
    t = await createTestApp({ env: { OUTBOX_POLL_MS: '600000' } });
    storeId = (await t.login('tienda@vitrina.test')).store_id!;
    const [db] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const url = new URL(testEnv.databaseUrl()!);
    url.pathname = `/${db!.name}`;
    dbUrl = url.toString();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.close();
    await fake?.close();
  });

  let attempt = 0;
  // Retried: the two processes' timers and clock readings jitter on a loaded machine (31 in a
  // second was seen twice in CI, each time on one attempt). A pacing fault, such as two
  // processes sharing slots, sends far above 30 a second on every attempt.
  it('two processes share a campaign: each message once, at most 30 a second between them', {
    timeout: 60_000,
    retry: 2,
  }, async () => {
    // Each attempt has its own customers and campaign.
    attempt++;
    const base = 7_000_000 + attempt * 1_000;
    const campaign = 20 + attempt * 10;
    const people = await addTelegramCustomers(t.database.db, storeId, 150, base);
    await queueTelegramCampaign(t.database.db, storeId, campaign, people);
    const procs = [await startChild(), await startChild()];
    await until(async () => (await statusCounts(t.database.db, campaign)).sent === 150, 30_000);
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => (p.exitCode === null ? once(p, 'exit') : undefined)));
    const ours = (s: { chatId: string }) => Number(s.chatId) >= base && Number(s.chatId) < base + 1_000;
    const sends = fake.sends.filter(ours);
    expect(sends.map((s) => s.chatId).sort()).toEqual(people.map((p) => p.chat).sort());
    // The pace is read where the two processes hand each message to the Bot API client. The
    // fake's arrival times are not a fair reading: it answers on this test's event loop, and
    // requests that arrive while that loop is busy get one late time stamp and look bunched
    // (31 in a second was seen on a loaded CI machine).
    const ourHanded = handed.filter(ours);
    expect(ourHanded).toHaveLength(150);
    expect(rateOf(ourHanded).maxPerSecond).toBeLessThanOrEqual(30);
  });

  it('a worker killed with SIGKILL mid-campaign: a second finishes it, nothing lost, few repeated', async () => {
    // 600 messages take a worker about 20 s at 30 a second; it is killed near the middle.
    const people = await addTelegramCustomers(t.database.db, storeId, 600, 8_000_000);
    await queueTelegramCampaign(t.database.db, storeId, 22, people);
    const ours = () =>
      fake.sends.filter((s) => Number(s.chatId) >= 8_000_000 && Number(s.chatId) < 8_010_000);
    const first = await startChild();
    await until(() => ours().length >= 300, 60_000);
    first.kill('SIGKILL');
    await once(first, 'exit');
    const atKill = ours().length;
    const second = await startChild();
    await until(async () => (await statusCounts(t.database.db, 22)).sent === 600, 90_000);
    second.kill('SIGTERM');
    await once(second, 'exit');
    const sends = ours();
    const chats = new Set(sends.map((s) => s.chatId));
    expect(chats.size).toBe(600);
    const duplicates = sends.length - chats.size;
    // At most the messages in flight when the first died (one batch of the bot's second).
    expect(duplicates).toBeLessThanOrEqual(29);
    expect(atKill).toBeGreaterThanOrEqual(300);
    expect(await statusCounts(t.database.db, 22)).toEqual({ sent: 600 });
  }, 150_000);
});
