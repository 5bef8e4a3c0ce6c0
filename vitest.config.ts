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

const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api:${database}`,
    environment: 'node',
    include: API_TESTS,
    env: { VITRINA_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Under CI, one test file per core: vitest's default keeps a core free, so the 2-core CI
    // machine ran one file at a time and left a core idle (an embedded-database file keeps one
    // core busy, a PostgreSQL file waits on the server). Elsewhere the default leaves a core
    // to the rest of a developer's machine.
    maxWorkers: process.env.CI ? availableParallelism() : undefined,
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
        },
      },
      apiProject('pglite'),
      ...(pgUrl ? [apiProject('postgres')] : []),
      {
        test: {
          // The storefront's components, rendered as the browser hydrates them.
          name: 'storefront',
          environment: 'jsdom',
          include: ['packages/storefront/src/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
