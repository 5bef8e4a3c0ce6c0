// Starts the built server with the demo data on a fresh, throw-away database for the e2e run:
// the embedded one in a temporary data directory, or, with E2E_DATABASE=postgres, a database of
// its own (vitrina_e2e_<pid>) created on the server of TEST_DATABASE_URL and dropped on exit,
// so it never meets the API suites' databases on that server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeBotApiPort, startFakeBotApi } from './support/fake-bot-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(serverEntry)) {
  console.error(`Missing ${serverEntry}: run "npm run build" first.`);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '4173';
const onPostgres = process.env.E2E_DATABASE === 'postgres';
if (onPostgres && !process.env.TEST_DATABASE_URL) {
  console.error(
    'E2E_DATABASE=postgres needs TEST_DATABASE_URL (a PostgreSQL server to create a database on).',
  );
  process.exit(1);
}

/** A database of this run's own on TEST_DATABASE_URL's server: its URL and how to drop it. */
async function freshPostgres() {
  // The server's own driver, wherever npm put it.
  const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
  const baseUrl = process.env.TEST_DATABASE_URL;
  const name = `vitrina_e2e_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // A run killed before it could drop its database may have left one under this pid.
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const database = onPostgres ? await freshPostgres() : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-'));
let removed = false;
const removeDataDir = () => {
  if (removed) return;
  removed = true;
  fs.rmSync(dataDir, { recursive: true, force: true });
};

// The chat-bot screens and the outbox talk to this fake instead of api.telegram.org (never the
// internet in tests). It listens next to the server's port so the journeys can read what it was
// sent (support/fake-bot.ts).
const fakeBotApi = await startFakeBotApi({ port: fakeBotApiPort() });

const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The journeys' own API calls say which made-up address they come from (X-Forwarded-For,
    // believed from this machine only): sign-up is limited per address.
    TRUST_PROXY: 'loopback',
    TELEGRAM_API_ROOT: fakeBotApi.apiRoot,
    // The embedded database always gets the demo data; PostgreSQL only when asked.
    ...(database ? { DATABASE_URL: database.url, SEED_DEMO: '1' } : {}),
  },
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('exit', async (code, signal) => {
  fakeBotApi.close();
  removeDataDir();
  if (database) {
    await database.drop().catch((err) => {
      console.error(`Could not drop the e2e database: ${err.message}`);
    });
  }
  process.exit(code ?? (signal ? 0 : 1));
});
process.on('exit', removeDataDir);
