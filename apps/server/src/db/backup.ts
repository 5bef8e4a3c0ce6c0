import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '#server/config/env.ts';
import { migrationsDir } from '#server/config/env.ts';
import { makePrivate } from '#server/lib/private-data.ts';
import { copyObjects } from '#server/modules/storage/copy-objects.ts';
import { createDiskStore } from '#server/modules/storage/disk-store.ts';
import { openObjectStore } from '#server/modules/storage/open-store.ts';
import { copyTables } from './copy-tables.ts';

// A backup is a folder: the database (the embedded one as PGlite's own dump of its data
// directory, PostgreSQL as pg_dump's SQL), the uploaded files, and manifest.json with what it
// holds. It restores into an empty database of either kind: the move from the embedded default
// to PostgreSQL is a backup of one and a restore into the other.

/** Where the data lives: the settings the server runs with (DATA_DIR, FILES_DIR or FILES_URL, DATABASE_URL). */
export type BackupSettings = Pick<Config, 'dataDir' | 'filesDir' | 'filesBucket' | 'databaseUrl'>;

export type Manifest = {
  format: 1;
  created_at: string;
  database: 'embedded' | 'postgresql';
  /** `database.tar.gz` (PGlite's dumpDataDir) or `database.sql` (pg_dump). */
  file: string;
  /** Rows of the tables a merchant would miss first, to compare after a restore. */
  counts: Record<string, number>;
  files: number;
};

/** What a restore is checked by: these tables' rows, before and after. */
export const COUNTED_TABLES = ['users', 'stores', 'products', 'customers', 'bills', 'ticket_events'] as const;

export class BackupError extends Error {
  override name = 'BackupError';
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function countsOf(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES)
    counts[table] = Number((await query(`select count(*)::int as n from "${table}"`)).rows[0]!.n);
  return counts;
}

const embeddedDir = (settings: BackupSettings) => path.join(settings.dataDir, 'pglite');

/** Runs a command, its standard output into `file`; rejects with its error output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, file?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', (e) =>
      reject(new BackupError(`${command} could not run (${e.message}): install the PostgreSQL client tools`)),
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new BackupError(`${command} failed: ${err.trim()}`));
      if (file) writeFileSync(file, Buffer.concat(out));
      resolve();
    });
  });
}

/**
 * Writes a backup of the database and the files into `out` (a new or empty folder, made the
 * server user's alone: it holds the secrets and the payment proofs). PostgreSQL is dumped by
 * pg_dump in one consistent snapshot while the server runs; the embedded database can be
 * opened by one process at a time, so its server must be stopped first. Files are copied after
 * the database, so every file the dump names is in the backup.
 */
export async function writeBackup(
  settings: BackupSettings,
  out: string,
  say: (line: string) => void = () => {},
): Promise<Manifest> {
  if (existsSync(out) && readdirSync(out).length > 0)
    throw new BackupError(`${out} is not empty: give a new folder for the backup`);
  if (!settings.databaseUrl) {
    const dir = embeddedDir(settings);
    if (!existsSync(dir)) throw new BackupError(`There is no embedded database in ${dir}`);
    // PGlite keeps this file while a process has the database open, and removes it on close.
    if (existsSync(path.join(dir, 'postmaster.pid')))
      throw new BackupError(
        `The embedded database in ${dir} is open: stop the server first (if none runs, it stopped abruptly: start it and stop it once)`,
      );
  }
  mkdirSync(out, { recursive: true, mode: 0o700 });
  let manifest: Manifest;
  if (settings.databaseUrl) {
    // One snapshot for the dump and the manifest's counts: sales made meanwhile are in neither.
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string;
      const counts = await countsOf((q) => client.query(q));
      say('Dumping PostgreSQL with pg_dump…');
      await run(
        'pg_dump',
        [
          '--no-owner',
          '--no-privileges',
          '--inserts',
          '--rows-per-insert=500',
          `--snapshot=${snapshot}`,
          '--dbname',
          settings.databaseUrl,
        ],
        process.env,
        path.join(out, 'database.sql'),
      );
      await client.query('commit');
      manifest = manifestOf('postgresql', 'database.sql', counts);
    } finally {
      await client.end();
    }
  } else {
    const dir = embeddedDir(settings);
    say(`Dumping the embedded database in ${dir}…`);
    const db = await PGlite.create(dir);
    try {
      const counts = await countsOf((q) => db.query(q));
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(path.join(out, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      manifest = manifestOf('embedded', 'database.tar.gz', counts);
    } finally {
      await db.close();
    }
  }
  const files = openObjectStore(settings);
  say(`Copying the files in ${files.where}…`);
  manifest.files = (await copyObjects(files, createDiskStore(path.join(out, 'files')), say)).files;
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  makePrivate(out);
  return manifest;
}

const manifestOf = (
  database: Manifest['database'],
  file: string,
  counts: Record<string, number>,
): Manifest => ({
  format: 1,
  created_at: new Date().toISOString(),
  database,
  file,
  counts,
  files: 0,
});

function readManifest(from: string): Manifest {
  const file = path.join(from, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${from} is not a Vitrina backup: it has no manifest.json`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1 || !existsSync(path.join(from, manifest.file)))
    throw new BackupError(`${from} is not a backup this version can read`);
  return manifest;
}

/** A PGlite dump loaded in memory, migrated to this version's schema (a backup may be older). */
async function embeddedFrom(from: string, manifest: Manifest, dataDir?: string): Promise<PGlite> {
  const loadDataDir = new Blob([readFileSync(path.join(from, manifest.file))]);
  const db = dataDir ? await PGlite.create(dataDir, { loadDataDir }) : await PGlite.create({ loadDataDir });
  await migrate(drizzle(db), { migrationsFolder: migrationsDir });
  return db;
}

/**
 * pg_dump's SQL as a connection (not psql) runs it: without the `\restrict` / `\unrestrict`
 * lines recent pg_dump versions add for psql, and, for PostgreSQL before 17 (PGlite's dumps
 * come from 17), without transaction_timeout, which it does not know.
 */
function dumpFor(sqlText: string, serverVersion: number): string {
  const statements = sqlText.replace(/^\\(?:un)?restrict\b.*$/gm, '');
  return serverVersion < 170_000 ? statements.replace(/^SET transaction_timeout = 0;$/m, '') : statements;
}

/**
 * Restores a backup into the database and files folder of `settings`: the database must be
 * empty (a new PostgreSQL database, or no embedded one in DATA_DIR yet). Answers the restored
 * counts, which must be the manifest's.
 */
export async function restoreBackup(
  settings: BackupSettings,
  from: string,
  say: (line: string) => void = () => {},
): Promise<{ manifest: Manifest; counts: Record<string, number> }> {
  const manifest = readManifest(from);
  let counts: Record<string, number>;
  if (settings.databaseUrl) {
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
      );
      if (rows[0].n > 0)
        throw new BackupError('The PostgreSQL database is not empty: restore into a new one');
      if (manifest.file.endsWith('.sql')) {
        say('Restoring the SQL dump into PostgreSQL…');
        const version = Number((await client.query('show server_version_num')).rows[0].server_version_num);
        const text = dumpFor(readFileSync(path.join(from, manifest.file), 'utf8'), version);
        await client.query('begin');
        await client.query(text);
        await client.query('commit');
        await client.query(`select pg_catalog.set_config('search_path', 'public', false)`);
      } else {
        say('Copying the embedded database into PostgreSQL, table by table…');
        const source = await embeddedFrom(from, manifest);
        try {
          await copyTables(source, client, settings.databaseUrl, say);
        } finally {
          await source.close();
        }
      }
      counts = await countsOf((q) => client.query(q));
    } finally {
      await client.end();
    }
  } else {
    const dir = embeddedDir(settings);
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new BackupError(
        `There is an embedded database in ${dir} already: restore into an empty DATA_DIR`,
      );
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    let db: PGlite;
    if (manifest.file.endsWith('.sql')) {
      say(`Restoring the SQL dump into an embedded database in ${dir}…`);
      db = await PGlite.create(dir);
      await db.exec(dumpFor(readFileSync(path.join(from, manifest.file), 'utf8'), 170_000));
      await db.exec(`select pg_catalog.set_config('search_path', 'public', false)`);
    } else {
      say(`Unpacking the embedded database into ${dir}…`);
      db = await embeddedFrom(from, manifest, dir);
    }
    try {
      counts = await countsOf((q) => db.query(q));
    } finally {
      await db.close();
    }
    makePrivate(dir);
  }
  const files = openObjectStore(settings);
  say(`Copying the files into ${files.where}…`);
  await copyObjects(createDiskStore(path.join(from, 'files')), files, say);
  if (!settings.filesBucket && existsSync(settings.filesDir)) makePrivate(settings.filesDir);
  return { manifest, counts };
}
