import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import type { FakeTelegram } from '#server/test/fake-telegram.ts';
import { freshDatabase, type TestApp } from '#server/test/harness.ts';
import { connectDemoBot, demoStoreWithTelegram } from '#server/test/messaging.ts';
import { serverOn } from '#server/test/restarted-app.ts';
import { fingerprintOf, SecretMismatchError, sharedSecrets } from './shared-secrets.service.ts';

// One set of secrets for every machine (issue 31): a second machine, with a data folder of its
// own, starts with the first one's secret key and web push keys, from the database.

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-machine-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Another machine on `database`: its own data folder, `env` over the test settings. */
const machine = (database: Database, telegramApiRoot: string, env: Record<string, string> = {}) =>
  serverOn(database, folder(), { TELEGRAM_API_ROOT: telegramApiRoot, ...env });

describe('two machines on one database, no SECRET_KEY', () => {
  let t: TestApp;
  let telegram: FakeTelegram;
  let second: FastifyInstance;
  let storeId: number;

  beforeAll(async () => {
    ({ t, telegram, storeId } = await demoStoreWithTelegram());
    second = await machine(t.database, telegram.apiRoot);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await telegram?.close();
  });

  it('opens the bot token the first machine sealed, and sends with it from its own outbox', async () => {
    await connectDemoBot(t, telegram, storeId, 'dos_maquinas_bot');
    await enqueue(t.database.db, {
      channel: 'telegram',
      recipient: '3030303',
      botKey: String(storeId),
      payload: { text: 'Enviado por la segunda máquina' },
    });
    await second.outbox.drain();
    expect(telegram.sends.filter((s) => s.chatId === '3030303').map((s) => s.text)).toEqual([
      'Enviado por la segunda máquina',
    ]);
  });

  it('gives browsers the same web push key on both machines', async () => {
    const token = (await t.login('tienda@vitrina.test')).access_token;
    const keyFrom = async (app: FastifyInstance) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/push/vapid-public-key',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().publicKey as string;
    const first = await keyFrom(t.app);
    expect(first).toMatch(/^[\w-]{80,}$/);
    expect(await keyFrom(second)).toBe(first);
  });
});

describe('the secret key and its fingerprint', () => {
  it('refuses a machine whose SECRET_KEY is not the database’s, saying why, and starts one with the same key', async () => {
    const database = await freshDatabase();
    try {
      const first = await machine(database, 'http://127.0.0.1:9', { SECRET_KEY: 'clave-de-la-plataforma' });
      await first.close();
      const refused = machine(database, 'http://127.0.0.1:9', { SECRET_KEY: 'otra-clave' });
      await expect(refused).rejects.toBeInstanceOf(SecretMismatchError);
      await expect(refused).rejects.toThrow(
        `its fingerprint is ${fingerprintOf('clave-de-la-plataforma')}, this one's ${fingerprintOf('otra-clave')}`,
      );
      // Without any key, it may not make one up either.
      await expect(machine(database, 'http://127.0.0.1:9')).rejects.toThrow(/set the same SECRET_KEY here/);
      const same = await machine(database, 'http://127.0.0.1:9', { SECRET_KEY: 'clave-de-la-plataforma' });
      await same.close();
    } finally {
      await database.close();
    }
  });

  it('adopts the key an earlier version kept in the data folder, once, and two machines starting at once agree', async () => {
    const database = await freshDatabase();
    try {
      const earlier = folder();
      writeFileSync(path.join(earlier, 'secret.key'), 'clave-antigua\n');
      writeFileSync(
        path.join(earlier, 'vapid.json'),
        JSON.stringify({ publicKey: 'BPublica', privateKey: 'privada' }),
      );
      const [a, b] = await Promise.all([
        sharedSecrets(database.db, { dataDir: earlier }),
        sharedSecrets(database.db, { dataDir: folder() }),
      ]);
      expect(b).toEqual(a);
      // Whichever wrote first, the database now holds one key; a machine with the old folder keeps its own.
      const again = await sharedSecrets(database.db, { dataDir: earlier });
      expect(again).toEqual(a);
      const fresh = await freshDatabase();
      try {
        expect(await sharedSecrets(fresh.db, { dataDir: earlier })).toEqual({
          secretKey: 'clave-antigua',
          vapid: { publicKey: 'BPublica', privateKey: 'privada' },
        });
      } finally {
        await fresh.close();
      }
    } finally {
      await database.close();
    }
  });
});
