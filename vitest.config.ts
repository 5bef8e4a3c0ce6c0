/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests run on a fresh embedded database per file and, when
// TEST_DATABASE_URL is set, a second time against that PostgreSQL server: those are the only
// suites that run twice (every *.routes / *.api test goes through the real server on a
// database; unit, storefront and web tests touch none and run once).
const pgUrl = process.env.TEST_DATABASE_URL;

/** API tests go through the real server on a database. */
const API_TESTS = ['apps/server/src/**/*.routes.test.ts', 'apps/server/src/**/*.api.test.ts'];
/**
 * The outbox's suites measure its pace against the clock (messages per second, gaps between
 * sends, separate worker processes): they run last, one file at a time, with the machine to
 * themselves. Everything else runs on every core (Vitest's default leaves one idle: on a 2-core
 * CI machine that is half of it).
 */
const PACED_TESTS = [
  'apps/server/src/test/outbox-*.api.test.ts',
  'apps/server/src/modules/outbox/*.api.test.ts',
];
const cores = availableParallelism();
const everyCore = { maxWorkers: cores, sequence: { groupOrder: 0 } };
const alone = { maxWorkers: 1, sequence: { groupOrder: 1 } };

const apiProject = (database: 'pglite' | 'postgres', paced = false) => ({
  test: {
    name: `api:${database}${paced ? ':paced' : ''}`,
    environment: 'node',
    include: paced ? PACED_TESTS : API_TESTS,
    exclude: paced ? [] : PACED_TESTS,
    ...(paced ? alone : everyCore),
    env: { VITRINA_TEST_DB: database },
    // A worker keeps the server's modules loaded from one file to the next (each file still
    // builds its own app on its own fresh database): importing them again for each of some 70
    // files was about half of this project's time. The server keeps no state in its modules
    // beyond caches of fixed data (a password hash, formatters, the shipped cities), and these
    // tests mock nothing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: API_TESTS,
          ...everyCore,
        },
      },
      apiProject('pglite'),
      ...(pgUrl ? [apiProject('postgres')] : []),
      apiProject('pglite', true),
      ...(pgUrl ? [apiProject('postgres', true)] : []),
      {
        test: {
          // The storefront's components, rendered as the browser hydrates them.
          name: 'storefront',
          environment: 'jsdom',
          include: ['packages/storefront/src/**/*.test.tsx'],
          ...everyCore,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-setup.ts'],
          ...everyCore,
        },
      },
    ],
  },
});
