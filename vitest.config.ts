/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests run on a fresh embedded database per file and, when
// TEST_DATABASE_URL is set, a second time against that PostgreSQL server.
const pgUrl = process.env.TEST_DATABASE_URL;

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
          exclude: ['apps/server/src/**/*.routes.test.ts', 'apps/server/src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api:pglite',
          environment: 'node',
          include: ['apps/server/src/**/*.routes.test.ts', 'apps/server/src/**/*.api.test.ts'],
          env: { VITRINA_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                name: 'api:postgres',
                environment: 'node',
                include: ['apps/server/src/**/*.routes.test.ts', 'apps/server/src/**/*.api.test.ts'],
                env: { VITRINA_TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
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
