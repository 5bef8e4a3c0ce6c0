import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ROLES, type RoleId } from '@vitrina/contract';
import { landingPathFor } from '../../apps/web/src/app/paths.ts';
import { SESSION_KEYS } from '../../apps/web/src/lib/session.ts';
import { unique } from './png.ts';

export const DEMO_PASSWORD = 'demo1234';

export const demo = {
  admin: { email: 'admin@vitrina.test', landing: '/store', name: 'Ana' },
  owner: { email: 'tienda@vitrina.test', landing: '/store', name: 'Tomás' },
  cashier: { email: 'cajero@vitrina.test', landing: '/shopping-list', name: 'Carla' },
  delivery: { email: 'delivery@vitrina.test', landing: '/delivery-profile', name: 'Diego' },
  ticketmaster: { email: 'taquilla@vitrina.test', landing: '/ticket-sales/pending', name: 'Teresa' },
} as const;

/** Each role's demo account, by role id (1 admin … 5 ticket master). */
export const accountsByRole = [
  [1, demo.admin],
  [2, demo.owner],
  [3, demo.cashier],
  [4, demo.delivery],
  [5, demo.ticketmaster],
] as const;

export async function fillLogin(page: Page, email: string, password: string) {
  // Right after a sign-out the login form may still be replaced once while its chunk settles
  // (seen on a loaded machine): let its chunks arrive, fill until both fields hold what was
  // typed, then send.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await field(page, 'Email').fill(email);
    await field(page, 'Contraseña').fill(password);
    await expect(field(page, 'Email')).toHaveValue(email, { timeout: 500 });
    await expect(field(page, 'Contraseña')).toHaveValue(password, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * Signs in as the panel's login does, through POST auth/login (and a store owner's
 * store/mystore), and keeps the session where the panel keeps it; the next page of the panel
 * opens signed in. The login form itself is walked by e2e/auth (fillLogin); journeys about
 * something else start here.
 */
export async function keepSession(page: Page, email: string, password = DEMO_PASSWORD): Promise<RoleId> {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), `sign-in of ${email}`).toBe(true);
  const { access_token, token_type, ...user } = await login.json();
  let store: unknown = null;
  if (user.role_id === ROLES.CLIENT) {
    const mine = await page.request.get('/api/store/mystore', {
      headers: { Authorization: `${token_type} ${access_token}` },
    });
    if (mine.ok()) store = await mine.json();
  }
  // A small page of the panel's origin, so that the session lands in the panel's localStorage.
  await page.goto('/api/health');
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) if (value !== null) localStorage.setItem(key, value);
    },
    [
      [SESSION_KEYS.token, access_token],
      [SESSION_KEYS.tokenType, token_type],
      [SESSION_KEYS.user, JSON.stringify(user)],
      [SESSION_KEYS.store, store === null ? null : JSON.stringify(store)],
    ] as [string, string | null][],
  );
  return user.role_id;
}

/** Signs in (keepSession) and opens the role's landing, as the login page does; waits until the panel is on screen. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const role = await keepSession(page, email, password);
  await page.goto(landingPathFor(role));
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** A toast (notistack renders each as role="alert"), found by the text the user reads. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** A form field by its visible label (password inputs included). */
export function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** A new store owner with an empty store of their own (POST auth/signup); returns the e-mail. */
export async function signUpOwner(request: APIRequestContext, prefix: string): Promise<string> {
  const email = `${prefix}-${unique()}@vitrina.test`;
  const reply = await request.post('/api/auth/signup', {
    // An address of its own (the e2e server trusts this machine as its proxy): sign-up is limited
    // per address.
    headers: {
      'x-forwarded-for': `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    data: {
      name: 'Olga',
      lastname: 'Rivas',
      email,
      storeName: 'Quincalla Olga',
      storeDescription: 'Quincalla',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
  });
  expect(reply.ok()).toBe(true);
  return email;
}
