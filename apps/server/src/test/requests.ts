import { ROLES, type RoleId, type Session } from '@vitrina/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { signupOwner } from './accounts.ts';
import { createTestApp, type TestApp } from './harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;

/**
 * A test app, the demo owner's store id and a second store owner: the setup of every
 * route test that checks one tenant cannot reach another's rows.
 */
export async function appWithTwoOwners(
  opts: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; storeId: number; other: Session }> {
  const t = await createTestApp(opts);
  const storeId = (await t.login('tienda@vitrina.test')).store_id!;
  const other = (await signupOwner(t, 'otra@example.com')).session;
  return { t, storeId, other };
}

/**
 * `appWithTwoOwners` for a whole test file: started before its tests, closed after. Read
 * `s.t`, `s.storeId`, `s.other` inside tests (they are set once the file starts).
 */
export function withTwoOwners(opts: Parameters<typeof createTestApp>[0] = {}) {
  const s = {} as Awaited<ReturnType<typeof appWithTwoOwners>>;
  beforeAll(async () => {
    Object.assign(s, await appWithTwoOwners(opts));
  });
  afterAll(() => s.t.close());
  return s;
}

/** Short requests for a test file's app (read when called, so it may be set in beforeAll). */
export function callers(app: () => TestApp) {
  const asRole =
    (role: RoleId): Call =>
    (method, url, payload) =>
      app().injectAs(role, { method, url, payload });
  return {
    owner: asRole(ROLES.CLIENT),
    admin: asRole(ROLES.ADMIN),
    cashier: asRole(ROLES.CASHIER),
    /** As the demo delivery company's administrator. */
    company: asRole(ROLES.DELIVERY),
    /** As any session (or a bare token). */
    as: (session: Session | string, method: Method, url: string, payload?: object) =>
      app().inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${typeof session === 'string' ? session : session.access_token}` },
      } as InjectOptions),
  };
}
