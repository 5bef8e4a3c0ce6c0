#!/usr/bin/env node
// `npm test`: unit and API tests (on a fresh embedded database, and on TEST_DATABASE_URL when
// set), then the built app in Chromium (the journeys that move money on PostgreSQL too when
// TEST_DATABASE_URL is set). Stops at the first failing step; prints how long each step took.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const steps = [
  ['Unit and API tests', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build']],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const duration = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
};
const took = [];
const summary = () => {
  console.log('\nnpm test, time per step:');
  for (const [title, ms] of took) console.log(`  ${title.padEnd(20)} ${duration(ms).padStart(7)}`);
};

for (const [title, cmd, args] of steps) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  const ms = performance.now() - started;
  took.push([title, ms]);
  console.log(`⏱ ${title}: ${duration(ms)}`);
  // .ci/run lists the steps in its own summary.
  if (process.env.TEST_STEP_TIMES)
    appendFileSync(process.env.TEST_STEP_TIMES, `${title}\t${Math.round(ms / 1000)}\n`);
  if (status !== 0) {
    summary();
    console.error(`\n✖ ${title} failed`);
    process.exit(status ?? 1);
  }
}
summary();
console.log('\n✔ All tests passed');
