import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '#server/config/env.ts';
import { type FakeTelegram, signInitData, startFakeTelegram } from './fake-telegram.ts';
import { multipart, testImage } from './multipart.ts';
import { S3_CREDENTIALS, type S3Server, startS3Server } from './s3-server.ts';
import { startServerProcess } from './server-process.ts';

// Issue 31: two server processes as two machines — each with its own data folder, one
// PostgreSQL, one S3-compatible bucket — behind a small round-robin proxy, with a fake Bot API.
// Only on PostgreSQL: the embedded database is one machine's.

const onPostgres = testEnv.database() === 'postgres';
const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
const ALIAS = 'bodegon-la-esquina';

type Machine = { base: string; process: ChildProcess };
let telegram: FakeTelegram;
let s3: S3Server;
let database: string;
let proxy: Server;
let front: string;
let machines: Machine[] = [];
const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

const startMachine = (env: Record<string, string>): Promise<Machine> =>
  startServerProcess(['--import', 'tsx', serverEntry], env, 120_000);

/**
 * A proxy sending each request to the next live machine in turn, as a load balancer would; a
 * read that finds a machine gone is sent to the next one, as a balancer's retry would.
 */
function roundRobin(targets: () => string[]): Promise<Server> {
  let next = 0;
  const server = createServer((req, res) => {
    const send = (tries: number) => {
      const live = targets();
      const target = new URL(live[next++ % live.length]!);
      const upstream = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          // A machine killed mid-answer cuts it: the client sees the connection end, as through a real balancer.
          answer.on('error', () => res.destroy());
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (req.method === 'GET' && tries < live.length) return send(tries + 1);
        res.writeHead(502);
        res.end();
      });
      if (req.method === 'GET') upstream.end();
      else req.pipe(upstream);
    };
    req.on('error', () => res.destroy());
    send(1);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Still running: neither exited nor killed by a signal. */
const running = (m: Machine) => m.process.exitCode === null && m.process.signalCode === null;

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  const url = new URL(testEnv.databaseUrl()!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)('two machines behind one address', () => {
  let auth: Record<string, string>;
  let storeId: number;
  let token: string;

  beforeAll(async () => {
    telegram = await startFakeTelegram();
    s3 = await startS3Server();
    database = `vitrina_machines_${process.pid}`;
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl() });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(testEnv.databaseUrl()!);
    url.pathname = `/${database}`;
    const shared = {
      DATABASE_URL: url.toString(),
      // The files in one bucket; each machine's own folder (in its DATA_DIR) stays empty.
      FILES_URL: s3.filesUrl('dos-maquinas'),
      ...S3_CREDENTIALS,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      OUTBOX_POLL_MS: '300',
      PUBLIC_URL: 'http://vitrina.test',
    };
    // The first seeds the demo; the second starts on what the first made, secrets included.
    machines = [await startMachine({ ...shared, DATA_DIR: folder('vitrina-a-'), SEED_DEMO: '1' })];
    machines.push(await startMachine({ ...shared, DATA_DIR: folder('vitrina-b-') }));
    proxy = await roundRobin(() => machines.filter(running).map((m) => m.base));
    front = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const login = await fetch(`${front}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'tienda@vitrina.test', password: 'demo1234' }),
    });
    const session = (await login.json()) as { access_token: string; store_id: number };
    auth = { authorization: `Bearer ${session.access_token}` };
    storeId = session.store_id;
    token = telegram.addBot('dos_maquinas_bot');
    const bot = await fetch(`${front}/api/store/${storeId}/telegram`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ telegram_user_bot: 'dos_maquinas_bot', token }),
    });
    expect(bot.status, await bot.text()).toBe(200);
  }, 240_000);

  afterAll(async () => {
    const left = machines.filter(running);
    for (const m of left) m.process.kill('SIGKILL');
    await Promise.all(left.map((m) => once(m.process, 'exit')));
    proxy?.closeAllConnections();
    proxy?.close();
    await telegram?.close();
    await s3?.close();
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('a session made through one works through the other, and so does a Mini App session', async () => {
    for (const m of machines) {
      const me = await fetch(`${m.base}/api/profile`, { headers: auth });
      expect(me.status).toBe(200);
    }
    const initData = signInitData(token, {
      query_id: 'AAF9',
      user: { id: 770011, first_name: 'Carla', language_code: 'es' },
      auth_date: Math.floor(Date.now() / 1000) - 10,
    });
    const ids = [];
    for (const m of machines) {
      const res = await fetch(`${m.base}/api/shop/telegram-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ web_store: ALIAS, init_data: initData }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      ids.push(((await res.json()) as { customer_id: number }).customer_id);
    }
    expect(ids[1]).toBe(ids[0]);
  });

  it('an image uploaded through one machine is served by both, and so are the demo’s', async () => {
    const form = multipart([
      { name: 'channel', value: 'telegram' },
      { name: 'text', value: 'Prueba de imagen' },
      { name: 'image', value: await testImage('png', 80), filename: 'f.png', type: 'image/png' },
    ]);
    // The picture is stored through the first machine; both serve it.
    const campaign = await fetch(`${machines[0]!.base}/api/campaigns`, {
      method: 'POST',
      headers: { ...auth, ...form.headers },
      body: form.payload,
    });
    const image = ((await campaign.json()) as { data: { image_url: string } }).data.image_url;
    const bytes = async (base: string, url: string) => {
      const res = await fetch(`${base}${url}`);
      expect(res.status, `${base}${url}`).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const [one, two] = [await bytes(machines[0]!.base, image), await bytes(machines[1]!.base, image)];
    expect(two.equals(one)).toBe(true);
    // The demo's pictures, stored by the first machine as it seeded, through the second.
    const products = (await (await fetch(`${machines[1]!.base}/api/shop/${ALIAS}/products`)).json()) as {
      data: { thumb: string | null }[];
    };
    const pictures = products.data.flatMap((p) => (p.thumb ? [p.thumb] : []));
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures.slice(0, 5)) await bytes(machines[1]!.base, url);
  });

  it('a campaign with an image reaches 300 customers once each, though one machine is killed mid-way', async () => {
    await sql(
      `insert into customers (store_id, channel, name, external_id)
       select ${storeId}, 'telegram', 'Cliente ' || g, (900000000 + g)::text from generate_series(1, 300) g`,
    );
    // The campaign reaches the demo's Telegram customers too: these 300 are the ones counted.
    const ours = () =>
      telegram.sends.filter(
        (s) =>
          Number(s.chatId) > 900_000_000 && Number(s.chatId) <= 900_000_300 && s.text === 'Oferta de hoy',
      );
    const form = multipart([
      { name: 'channel', value: 'telegram' },
      { name: 'text', value: 'Oferta de hoy' },
      { name: 'image', value: await testImage('jpeg', 96), filename: 'oferta.jpg', type: 'image/jpeg' },
    ]);
    const res = await fetch(`${front}/api/campaigns`, {
      method: 'POST',
      headers: { ...auth, ...form.headers },
      body: form.payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // Requests keep alternating between the machines while they send.
    let reads = 0;
    const reading = (async () => {
      while (ours().length < 300) {
        const page = await fetch(`${front}/api/shop/${ALIAS}/products`);
        const body = await page.text();
        expect(page.status, body.slice(0, 300)).toBe(200);
        reads++;
      }
    })();
    await until(() => ours().length >= 60, 60_000);
    const killed = machines[1]!.process;
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    // What the killed machine had claimed comes back when its lease ends (2 minutes).
    await until(() => new Set(ours().map((s) => s.chatId)).size === 300, 200_000);
    await reading;
    const sends = ours();
    const chats = new Set(sends.map((s) => s.chatId));
    expect(chats.size).toBe(300);
    // Repeats: at most what the killed machine had in hand (one claimed batch), as the README says.
    expect(sends.length - chats.size).toBeLessThanOrEqual(20);
    expect(sends.every((s) => s.method === 'sendPhoto')).toBe(true);
    // At most 30 a second for the bot, across both machines: no rolling second holds more. The
    // fake answers 429 past 30 in any rolling second, and the shared pacing (29 slots in each
    // clock second) keeps below it but for a few at the seams of two seconds when this 2-core
    // machine stalls a process: 2 to 4 of some 320 sends here, each honoured and sent later.
    const times = telegram.sends.filter((s) => s.token === token).map((s) => s.at);
    const busiest = Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 1000).length));
    expect(busiest).toBeLessThanOrEqual(30);
    expect(telegram.stats.tooMany).toBeLessThanOrEqual(8);
    expect(reads).toBeGreaterThan(0);
    const [failed] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox where status = 'failed'`,
    );
    expect(failed!.n).toBe(0);
  }, 300_000);
});
