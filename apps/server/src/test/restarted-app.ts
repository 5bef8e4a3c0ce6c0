import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import type { TestApp } from './harness.ts';

/**
 * A server on `database` with `dataDir` for its data folder, as another machine or a restarted
 * process would run it: the test settings (no panel build, no reminders job, a slow outbox
 * poll that tests drain themselves) with `env` over them. Ready; close it.
 */
export async function serverOn(database: Database, dataDir: string, env: Record<string, string> = {}) {
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://panel.test',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-panel'),
      MEMBERSHIP_REMINDERS_MS: '0',
      OUTBOX_POLL_MS: '600000',
      ...env,
    }),
    database,
    mailer: { description: 'memory', send: async () => {} },
  });
  await app.ready();
  return app;
}

/**
 * A second server on the test app's database (as after a restart, or another process): what a
 * conversation keeps must come from the tables, not from the first server's memory. Close it.
 */
export const restartedApp = (t: TestApp, telegramApiRoot: string): Promise<FastifyInstance> =>
  serverOn(t.database, t.dataDir, { TELEGRAM_API_ROOT: telegramApiRoot });
