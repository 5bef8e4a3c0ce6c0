// A worker process of its own for the outbox's multi-process and kill -9 tests: sends the
// Telegram messages of the database at OUTBOX_CHILD_DB through the Bot API at
// OUTBOX_CHILD_API_ROOT with OUTBOX_CHILD_TOKEN, until killed. Run: node --import tsx <this file>.
// It prints "ready", then one JSON line per message it hands to the Bot API client, with the time:
// the pace the test reads (the fake's arrival times bunch whenever the test's own process is busy).
import pino from 'pino';
import { createTelegramSender } from '#server/channels/telegram/sender.ts';
import { openDatabase } from '#server/db/client.ts';
import { startOutboxWorker } from '#server/modules/outbox/outbox.worker.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const database = await openDatabase({ databaseUrl: env('OUTBOX_CHILD_DB') });
const token = env('OUTBOX_CHILD_TOKEN');
const send = createTelegramSender({
  apiRoot: env('OUTBOX_CHILD_API_ROOT'),
  readFile: async () => undefined,
  tokenFor: async () => token,
  markUnreachable: async () => {},
});
const worker = startOutboxWorker({
  db: database.db,
  pollMs: 300,
  leaseSeconds: Number(process.env.OUTBOX_CHILD_LEASE ?? 5),
  log: pino({ level: 'warn' }),
  handlers: {
    telegram: (row) => {
      process.stdout.write(`${JSON.stringify({ chatId: row.recipient, at: Date.now() })}\n`);
      return send(row);
    },
  },
});
worker.kick();
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await worker.stop();
  await database.close();
  process.exit(0);
});
