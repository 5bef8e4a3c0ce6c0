import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { DEMO_STORE_ALIAS } from './storefront.bench.ts';

// Issue 31: the store page and the products list served by one server process, then by two
// processes on one PostgreSQL (each with its own data folder, one files folder), the requests
// alternating between them as a round-robin proxy would send them. Both runs in one go, as a
// ratio of requests per second.

/** Two processes must not serve less than this share of what one serves (shared state costs). */
export const TWO_PROCESSES_RATIO_FLOOR = 0.8;
const CLIENTS = 16;
const SECONDS = 6;

const root = path.resolve(import.meta.dirname, '..');
const serverJs = path.join(root, 'apps/server/dist/server.js');

/** A server process as `npm run serve` starts it (the built server). */
const serverProcess = (env: Record<string, string>) => startServerProcess([serverJs], env);

/** Requests per second answered 200 by `bases` in turn, from CLIENTS clients over SECONDS. */
async function throughput(bases: string[], path: string): Promise<number> {
  let next = 0;
  let done = 0;
  const end = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const base = bases[next++ % bases.length]!;
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${base}${path}: ${res.status}`);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return done / ((performance.now() - started) / 1000);
}

export type ProcessesResult = { name: string; one: number; two: number; ratio: number };

/**
 * One process against two on one PostgreSQL, for the store page and the products list; a text
 * saying why when it cannot be measured (no PostgreSQL, the app not built).
 */
export async function benchProcesses(): Promise<ProcessesResult[] | string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return 'TEST_DATABASE_URL is not set: several processes need PostgreSQL';
  if (!existsSync(serverJs)) return 'the server is not built: run `npm run build` first';
  const name = `vitrina_bench_processes_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const files = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-files-'));
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'vitrina-bench-a-')),
    mkdtempSync(path.join(tmpdir(), 'vitrina-bench-b-')),
  ];
  const shared = { DATABASE_URL: url.toString(), FILES_DIR: files, OUTBOX_POLL_MS: '60000' };
  const servers: ChildProcess[] = [];
  try {
    const a = await serverProcess({ ...shared, DATA_DIR: dirs[0]!, SEED_DEMO: '1' });
    servers.push(a.process);
    const b = await serverProcess({ ...shared, DATA_DIR: dirs[1]! });
    servers.push(b.process);
    const results: ProcessesResult[] = [];
    for (const [label, page] of [
      ['store page', `/tienda/${DEMO_STORE_ALIAS}`],
      ['products list', `/api/shop/${DEMO_STORE_ALIAS}/products`],
    ] as const) {
      await throughput([a.base, b.base], page); // warm-up: plans, caches, React's first render
      const one = await throughput([a.base], page);
      const two = await throughput([a.base, b.base], page);
      results.push({ name: label, one, two, ratio: two / one });
    }
    return results;
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.exitCode === null ? s.once('exit', r) : r(null)))),
    );
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const dir of [files, ...dirs]) rmSync(dir, { recursive: true, force: true });
  }
}

/** Why two processes cannot double what one serves on this machine. */
export const processesNote = () =>
  `${availableParallelism()} CPU cores here run both server processes, PostgreSQL and the ${CLIENTS} clients: ` +
  'a second process only helps while one leaves a core idle, so the ratio shows what sharing costs, not how far more machines go';
