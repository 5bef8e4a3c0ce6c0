#!/usr/bin/env node
// `npm run typecheck`: strict tsc in every workspace (its own `typecheck` script), the e2e
// journeys and the bench, one check per core at a time (tsc uses one thread; the CI machine has
// two cores). Each check's output is printed whole when it ends; fails when any check fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const hasTypecheck = (workspace) =>
  Boolean(
    JSON.parse(readFileSync(new URL(`../${workspace}/package.json`, import.meta.url), 'utf8')).scripts
      ?.typecheck,
  );

const workspace = (name) => [name, 'npm', ['run', '--silent', 'typecheck', '-w', name]];
const workspaces = root.workspaces.filter(hasTypecheck);
// The larger first (the apps, web the largest, then the journeys and the bench), so the checks
// left for the end are the small packages.
const checks = [
  ...workspaces
    .filter((w) => w.startsWith('apps/'))
    .sort()
    .reverse()
    .map(workspace),
  ['e2e', 'npx', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']],
  ['bench', 'npx', ['tsc', '-p', 'bench', '--noEmit']],
  ...workspaces.filter((w) => !w.startsWith('apps/')).map(workspace),
];

function run([name, cmd, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
let ok = true;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) ok = (await run(check)) && ok;
  }),
);
if (!ok) {
  console.error('typecheck failed');
  process.exit(1);
}
