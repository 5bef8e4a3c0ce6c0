/// <reference types="vitest/config" />
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
