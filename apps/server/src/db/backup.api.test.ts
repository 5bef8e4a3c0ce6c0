import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testEnv } from '#server/config/env.ts';
import { openObjectStore } from '#server/modules/storage/open-store.ts';
import { DEMO_PASSWORD, seedDemo } from '#server/seed/demo.ts';
import { serverOn } from '#server/test/restarted-app.ts';
import { type S3Server, startS3Server } from '#server/test/s3-server.ts';
import { diskFileStore } from '#server/test/stored-files.ts';
import { type BackupSettings, type Manifest, restoreBackup, writeBackup } from './backup.ts';
import { openDatabase } from './client.ts';

// Issue 31: the demo, started on the embedded database, backed up with its files and restored
// into an empty database (PostgreSQL and an S3-compatible bucket when the suite runs on
// PostgreSQL: the move from one machine to several; else another embedded one and a folder); the
// server on the restored copy serves the same stores, sales, customers and images.

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
const onPostgres = testEnv.database() === 'postgres';
const databaseNames: string[] = [];

/** A new, empty PostgreSQL database on TEST_DATABASE_URL (no migrations), for a restore. */
async function emptyPostgres(): Promise<string> {
  const base = testEnv.databaseUrl()!;
  const name = `vitrina_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databaseNames.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The server on restored settings, as `npm run serve` would start it. */
async function serverFor(
  settings: BackupSettings,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const env: Record<string, string> = settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {};
  if (settings.filesBucket) env.FILES_URL = bucketUrl;
  const app = await serverOn(database, settings.dataDir, env);
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let source: BackupSettings;
let backup: string;
let manifest: Manifest;
/** Where the second test restored to: the third backs it up again. */
let restoredTo: BackupSettings | undefined;

let s3: S3Server | undefined;
/** FILES_URL of the bucket a PostgreSQL restore puts the files in. */
let bucketUrl = '';

beforeAll(async () => {
  if (onPostgres) {
    s3 = await startS3Server();
    bucketUrl = s3.filesUrl('restaurado');
  }
  const dataDir = folder('vitrina-source-');
  source = { dataDir, filesDir: path.join(dataDir, 'files'), filesBucket: undefined, databaseUrl: undefined };
  const database = await openDatabase({ dataDir });
  await seedDemo(database.db, diskFileStore(source.filesDir), { timeZone: 'America/Caracas' });
  await database.close();
  backup = path.join(folder('vitrina-backups-'), 'copia');
  // While a server has it open, the embedded database is not backed up, and nothing is written.
  const open = await openDatabase({ dataDir });
  await expect(writeBackup(source, backup)).rejects.toThrow(/is open: stop the server first/);
  await open.close();
  expect(existsSync(backup)).toBe(false);
  manifest = await writeBackup(source, backup);
}, 180_000);

afterAll(async () => {
  await s3?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  if (databaseNames.length === 0) return;
  const admin = new pg.Client({ connectionString: testEnv.databaseUrl() });
  await admin.connect();
  for (const name of databaseNames) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe(`a backup of the embedded demo, restored into ${onPostgres ? 'PostgreSQL' : 'an empty embedded database'}`, () => {
  it('holds the database, the files and what they count, readable only by the server’s user', () => {
    expect(manifest).toMatchObject({ format: 1, database: 'embedded', file: 'database.tar.gz' });
    expect(manifest.counts.stores).toBeGreaterThan(0);
    expect(manifest.counts.bills).toBeGreaterThan(0);
    expect(manifest.counts.customers).toBeGreaterThan(0);
    expect(manifest.files).toBeGreaterThan(0);
    expect(readdirSync(backup).sort()).toEqual(['database.tar.gz', 'files', 'manifest.json']);
  });

  it('restores every row and file, and the server then serves the same stores, sales, customers and images', async () => {
    const dataDir = folder('vitrina-target-');
    const target: BackupSettings = {
      dataDir,
      filesDir: path.join(dataDir, 'files'),
      filesBucket: onPostgres ? loadConfig({ FILES_URL: bucketUrl }).filesBucket : undefined,
      databaseUrl: onPostgres ? await emptyPostgres() : undefined,
    };
    const restored = await restoreBackup(target, backup);
    restoredTo = target;
    expect(restored.counts).toEqual(manifest.counts);
    let restoredFiles = 0;
    for await (const _ of openObjectStore(target).list()) restoredFiles++;
    expect(restoredFiles).toBe(manifest.files);

    const before = await serverFor(source);
    const after = await serverFor(target);
    try {
      const signIn = async (app: FastifyInstance) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'tienda@vitrina.test', password: DEMO_PASSWORD },
        });
        expect(res.statusCode, res.body).toBe(200);
        return { authorization: `Bearer ${res.json().access_token}` };
      };
      const seen = async (app: FastifyInstance) => {
        const headers = await signIn(app);
        const sales = await app.inject({ method: 'GET', url: '/api/bill?limit=100', headers });
        const customers = await app.inject({ method: 'GET', url: '/api/store/mystore', headers });
        const page = await app.inject({ method: 'GET', url: '/tienda/bodegon-la-esquina' });
        expect(page.statusCode).toBe(200);
        return {
          sales: sales
            .json()
            .data.map((b: { id: number; total: number; status: number }) => [b.id, b.total, b.status]),
          store: customers.json().name as string,
          page: page.body.match(/<h1[^>]*>[^<]*/)?.[0],
          images: [...page.body.matchAll(/\/api\/files\/[\w.-]+\.(?:webp|png|jpe?g)/g)].map((m) => m[0]),
        };
      };
      const was = await seen(before.app);
      const is = await seen(after.app);
      expect(is).toEqual(was);
      expect(is.sales.length).toBeGreaterThan(0);
      expect(is.images.length).toBeGreaterThan(0);
      for (const image of is.images.slice(0, 5)) {
        const res = await after.app.inject({ method: 'GET', url: image });
        expect(res.statusCode, image).toBe(200);
      }
      // What the owner adds next gets a new id: the sequences were carried over.
      const login = await after.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'tienda@vitrina.test', password: DEMO_PASSWORD },
      });
      const { store_id: storeId, access_token: token } = login.json();
      const created = await after.app.inject({
        method: 'POST',
        url: `/api/store/${storeId}/catalogues`,
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Nueva sección' },
      });
      expect(created.statusCode, created.body).toBeLessThan(300);
    } finally {
      await before.close();
      await after.close();
    }
    // A second restore into the same, no longer empty, database is refused and changes nothing.
    await expect(restoreBackup(target, backup)).rejects.toThrow(/not empty|already/);
  }, 180_000);

  it.runIf(onPostgres)(
    'backs PostgreSQL and its bucket up with pg_dump and restores that into an embedded database and a folder',
    async () => {
      const again = path.join(folder('vitrina-backups-'), 'desde-postgres');
      const fromPostgres = await writeBackup(restoredTo!, again);
      expect(fromPostgres).toMatchObject({
        database: 'postgresql',
        file: 'database.sql',
        counts: manifest.counts,
        files: manifest.files,
      });
      const dataDir = folder('vitrina-embedded-');
      const embedded: BackupSettings = {
        dataDir,
        filesDir: path.join(dataDir, 'files'),
        filesBucket: undefined,
        databaseUrl: undefined,
      };
      expect((await restoreBackup(embedded, again)).counts).toEqual(manifest.counts);
      const server = await serverFor(embedded);
      try {
        const res = await server.app.inject({ method: 'GET', url: '/tienda/bodegon-la-esquina' });
        expect(res.statusCode).toBe(200);
        const [image] = res.body.match(/\/api\/files\/[\w.-]+\.(?:webp|png|jpe?g)/) ?? [];
        expect((await server.app.inject({ method: 'GET', url: image! })).statusCode).toBe(200);
      } finally {
        await server.close();
      }
    },
    180_000,
  );
});
