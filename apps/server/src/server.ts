import { buildApp } from './app.ts';
import { filesSettingsWarning, linkSettingsWarning, loadConfig, mailSettingsWarning } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { movePrivateFiles } from './db/private-files.ts';
import { closeToOthers, createPrivately } from './lib/private-data.ts';
import { SecretMismatchError } from './modules/instance/shared-secrets.service.ts';
import { createFileStore } from './modules/storage/file-store.ts';
import { openObjectStore, unusableBecause } from './modules/storage/open-store.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './seed/demo.ts';

// Before anything is written: the data folder and what goes in it are this account's alone.
createPrivately();
const config = loadConfig();
closeToOthers(config.filesBucket ? [config.dataDir] : [config.dataDir, config.filesDir]);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) => app?.log.warn({ err }, 'idle database connection closed'),
});
try {
  app = await buildApp({ config, database });
} catch (err) {
  // Another machine's key: starting would seal and sign with the wrong one. Say why and stop.
  if (!(err instanceof SecretMismatchError)) throw err;
  console.error(`\n  Vitrina did not start: ${err.message}\n`);
  await database.close();
  process.exit(1);
}

const files = createFileStore(openObjectStore(config));
const filesProblem = await unusableBecause(files.objects);
if (filesProblem) {
  console.error(`\n  Vitrina did not start: ${filesProblem}. Check FILES_URL and the AWS credentials.\n`);
  await app.close();
  await database.close();
  process.exit(1);
}
if (config.seedDemo) {
  const started = performance.now();
  if (await seedDemo(database.db, files, { timeZone: config.timeZone })) {
    app.log.info({ ms: Math.round(performance.now() - started) }, 'demo data seeded');
  }
}
// Proofs, delivery photos and QR images an earlier version kept among the public files.
const moved = await movePrivateFiles(database.db, files.objects);
if (moved > 0) app.log.info({ files: moved }, 'private files moved out of the public folder');

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Bots connected before this version asked Telegram for fewer update kinds: ask again, in the
// background (one Bot API call or two per bot), for those whose webhook is still this address.
void app
  .refreshBotWebhooks()
  .then((bots) => {
    if (bots.stores.updated || bots.events.updated) app.log.info({ bots }, 'bot webhooks brought up to date');
  })
  .catch((err) => app.log.warn({ err }, 'bot webhooks not refreshed'));
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
const lines = [
  '',
  `  Vitrina is running at ${config.publicUrl}`,
  `  API docs: ${config.publicUrl}/api/docs`,
  `  Database: ${where}`,
  `  Files: ${files.objects.where}`,
  `  Mail: ${config.smtpUrl ? 'SMTP_URL' : `local outbox in ${config.dataDir}/mail-outbox`}`,
];
for (const warning of [
  linkSettingsWarning(config),
  filesSettingsWarning(config),
  mailSettingsWarning(config),
])
  if (warning) lines.push(`  Warning: ${warning}`);
if (config.seedDemo) {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of demoAccounts) lines.push(`    ${a.email.padEnd(24)} role ${a.role}`);
}
console.log(`${lines.join('\n')}\n`);
