import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/env.ts';
import type { TestApp } from './harness.ts';

/**
 * A second server on the test app's database (as after a restart, or another process): what a
 * conversation keeps must come from the tables, not from the first server's memory. Close it.
 */
export async function restartedApp(t: TestApp, telegramApiRoot: string): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    PUBLIC_URL: 'http://panel.test',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(t.dataDir, 'no-panel'),
    MEMBERSHIP_REMINDERS_MS: '0',
    TELEGRAM_API_ROOT: telegramApiRoot,
  });
  const second = await buildApp({
    config,
    database: t.database,
    mailer: { description: 'memory', send: async () => {} },
  });
  await second.ready();
  return second;
}
