import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
// Every journey runs against the built server on a fresh embedded database (project `pglite`).
// With TEST_DATABASE_URL, the journeys tagged @postgres (support/tags.ts) run a second time
// against another server on a fresh PostgreSQL database of its own (project `postgres`,
// start-server.mjs). E2E_PORT lets several runs share the machine: the first server listens
// there, the PostgreSQL one two ports up, each with its fake Bot API on the next port.
const port = Number(process.env.E2E_PORT ?? 4173);
const postgresPort = port + 2;
const postgresUrl = process.env.TEST_DATABASE_URL;

const server = (serverPort: number, env: Record<string, string> = {}) => ({
  command: 'node e2e/start-server.mjs',
  cwd: root,
  url: `http://127.0.0.1:${serverPort}/api/health`,
  env: { E2E_PORT: String(serverPort), ...env },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

/** A project's address, with the first-load screen and the guided tour skipped there. */
const at = (serverPort: number) => {
  const baseURL = `http://127.0.0.1:${serverPort}`;
  return {
    baseURL,
    // The first-load screen and the guided tour stay out of the journeys (e2e/shell/tour.spec.ts
    // clears this to test them).
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'intro', value: 'skip' }] }],
    },
  };
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // Under CI a failed test runs once more, for its trace and to tell a flaky test from a broken
  // one, but a test that passes only on its retry still fails the run: a green CI means every
  // journey passed the first time.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  // A hang guard, not a speed check: a journey with a reload takes 10–25 s on a loaded 2-core
  // machine with two workers, and CI machines have run a third slower than that.
  timeout: 60_000,
  // A screen's lazy chunk comes from the same server as the other worker's requests: on a loaded
  // 2-core CI machine a menu has taken over 10 s to appear with nothing wrong (CI runs twice the
  // journeys' servers and browsers at once). Still a hang guard, not a speed check.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'es-ES',
    // Animations off so axe measures settled colours.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // First, so its long journeys start early rather than making the run's tail.
    ...(postgresUrl ? [{ name: 'postgres', grep: /@postgres/, use: at(postgresPort) }] : []),
    { name: 'pglite', use: at(port) },
  ],
  webServer: [
    server(port),
    ...(postgresUrl
      ? [
          server(postgresPort, {
            E2E_DATABASE: 'postgres',
            E2E_FAKE_BOT_PORT: String(postgresPort + 1),
          }),
        ]
      : []),
  ],
});
