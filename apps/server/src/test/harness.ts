import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { RoleId, Session } from '@vitrina/contract';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import type { Mail, Mailer } from '#server/channels/email/mailer.ts';
import type { PushSender } from '#server/channels/web-push/push-sender.ts';
import { loadConfig, migrationsDir, testEnv } from '#server/config/env.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createFileStore, type FileStore } from '#server/modules/storage/file-store.ts';
import { openObjectStore } from '#server/modules/storage/open-store.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from '#server/seed/demo.ts';

/** The migrations' own fingerprint, with the embedded database's version. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsDir);
  const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(path.join(pglite.slice(0, pglite.lastIndexOf('/dist/')), 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

let migratedDump: Promise<Blob> | undefined;

/**
 * A dump of an embedded database with every migration applied, made once per set of migrations
 * and kept in the temporary folder for every test process: starting an empty embedded database
 * (its initdb) takes about 3 s, loading this dump about 1 s, and the API suites open a few
 * hundred. The server itself still migrates from the files (openDatabase), as does this dump.
 */
function migratedEmbeddedDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const file = path.join(tmpdir(), `vitrina-pglite-${migrationsFingerprint()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const part = `${file}.${process.pid}`;
    writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
    renameSync(part, file);
    return dump;
  })();
  return migratedDump;
}

/**
 * A fresh database per test file: an in-memory PGlite, or, when the suite runs against
 * PostgreSQL, a new database on TEST_DATABASE_URL that is dropped afterwards.
 */
/** `kind` overrides the suite's choice (benchmarks measure both). */
export async function freshDatabase(kind: string = testEnv.database()): Promise<Database> {
  if (kind !== 'postgres') return openDatabase({ loadDataDir: await migratedEmbeddedDump() });
  const baseUrl = testEnv.databaseUrl();
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const name = `vitrina_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The server's file store (its data folder's, or FILES_URL's bucket when `env` names one). */
  files: FileStore;
  /** Mail handed to the mailer (unless a mailer was passed in). */
  mails: Mail[];
  logs: () => string;
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  login: (email: string, password?: string) => Promise<Session>;
  /** A request as the demo account of a role. */
  injectAs: (role: RoleId, opts: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** A test server's settings: its own data folder, no panel build, and `env` over them. */
function testConfig(dataDir: string, env: Record<string, string>) {
  return loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://panel.test',
    WEB_DIST: path.join(dataDir, 'no-panel'),
    ...env,
  });
}

/**
 * The app on an empty database, without even the demo accounts, for the tests of the demo
 * loader (which seed it themselves): its database, its file store and its cleanup.
 */
export async function createEmptyApp(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = testConfig(dataDir, { LOG_LEVEL: 'silent' });
  const database = await freshDatabase();
  const app = await buildApp({ config, database, mailer: { description: 'memory', send: async () => {} } });
  await app.ready();
  return {
    app,
    database,
    files: createFileStore(openObjectStore(config)),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  opts: {
    mailer?: Mailer;
    pushSender?: PushSender;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    database?: 'pglite' | 'postgres';
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-test-'));
  const config = testConfig(dataDir, {
    LOG_LEVEL: 'info',
    // The hourly reminders job stays off; tests call queueMembershipReminders themselves.
    MEMBERSHIP_REMINDERS_MS: '0',
    UNPAID_ORDERS_MS: '0',
    ...opts.env,
  });
  const database = await freshDatabase(opts.database);
  // Accounts only: store content (pictures included) would slow every API test file down.
  await seedDemoAccounts(database.db);
  const mails: Mail[] = [];
  const mailer = opts.mailer ?? { description: 'memory', send: async (m: Mail) => void mails.push(m) };
  const stream = new PassThrough();
  let logText = '';
  stream.on('data', (chunk: Buffer) => {
    logText += chunk.toString();
  });
  const app = await buildApp({ config, database, mailer, pushSender: opts.pushSender, logStream: stream });
  opts.beforeReady?.(app);
  await app.ready();

  const tokens = new Map<string, string>();
  const login = async (email: string, password = DEMO_PASSWORD): Promise<Session> => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json<Session>();
  };
  const injectAs = async (role: RoleId, o: InjectOptions) => {
    const email = demoAccounts.find((a) => a.role === role)!.email;
    let token = tokens.get(email);
    if (!token) {
      token = (await login(email)).access_token;
      tokens.set(email, token);
    }
    return app.inject({ ...o, headers: { ...o.headers, authorization: `Bearer ${token}` } });
  };
  return {
    app,
    database,
    dataDir,
    files: createFileStore(openObjectStore(config)),
    mails,
    logs: () => logText,
    inject: (o) => app.inject(o),
    login,
    injectAs,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
