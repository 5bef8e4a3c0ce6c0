// Starts the built server on a fresh, throw-away data directory for the e2e run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
    TELEGRAM_API_ROOT: fakeBotApi.apiRoot,
  },
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  fakeBotApi.close();
  removeDataDir();
  process.exit(code ?? (signal ? 0 : 1));
});
process.on('exit', removeDataDir);
