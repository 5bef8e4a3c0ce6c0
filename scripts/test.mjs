#!/usr/bin/env node
// `npm test`: unit and API tests (on a fresh embedded database, and on TEST_DATABASE_URL when
// set), then the built app in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Unit and API tests', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build']],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

for (const [title, cmd, args] of steps) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(status ?? 1);
  }
}
console.log('\n✔ All tests passed');
