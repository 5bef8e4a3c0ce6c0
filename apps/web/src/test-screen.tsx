import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { RoleId } from '@vitrina/contract';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { ConfirmProvider } from './components/dialogs/confirm-dialog.tsx';
import { saveSession } from './lib/session.ts';
import { type Toast, watchToasts } from './lib/toast.ts';
import { type FetchCall, fetchStub } from './test-fetch.ts';

// The shared setup of the screen, section and dialog tests: the app's providers, a fresh query
// client, the confirm dialog and a memory router around what is rendered; fetch calls and toasts
// recorded per test; the DOM cleaned and fetch unstubbed after each test.

/**
 * Renders `what` inside the app: an element (served on every path) or the routes to serve,
 * starting at `at` (the router's default "/" without it).
 */
export function renderWithApp(what: ReactElement | RouteObject[], at?: string) {
  const routes = Array.isArray(what) ? what : [{ path: '*', element: what }];
  const router = createMemoryRouter(routes, at ? { initialEntries: [at] } : undefined);
  return render(
    <AppProviders>
      <QueryClientProvider client={createQueryClient()}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </QueryClientProvider>
    </AppProviders>,
  );
}

/**
 * Registers the per-test hooks of a test file (call it once, at its top level). `calls` and
 * `toasts` are the same arrays for the whole file, emptied before each test; `stubFetch(answer)`
 * stubs fetch for one test, recording each call into `calls`.
 */
export function screenTest() {
  const calls: FetchCall[] = [];
  const toasts: Toast[] = [];
  let stopWatching = () => {};
  beforeEach(() => {
    calls.length = 0;
    toasts.length = 0;
    stopWatching = watchToasts((toast) => toasts.push(toast));
  });
  afterEach(() => {
    stopWatching();
    cleanup();
    vi.unstubAllGlobals();
  });
  return { calls, toasts, stubFetch: fetchStub(() => calls), renderWithApp };
}

/** Signs the demo owner's name in as `role` of store `storeId` (a test clears it afterwards). */
export function signInAs(role: RoleId, storeId: number | null = 1) {
  saveSession({
    access_token: 'token',
    token_type: 'Bearer',
    plan_id: null,
    name: 'Tomás',
    lastname: 'Pérez',
    email: 'tienda@vitrina.test',
    role_id: role,
    user_id: 1,
    store_id: storeId,
    time_zone: 'America/Caracas',
  });
}
