import type { Session } from '@vitrina/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { signupOwner } from './accounts.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * What a store module's API test starts from: a fresh app, the demo store (its owner signs in
 * through `t.injectAs`) and a second store owner, to check that tenants stay apart.
 */
export async function twoStores(): Promise<{
  t: TestApp;
  storeId: number;
  other: Session;
  asOther: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
}> {
  const t = await createTestApp();
  const storeId = (await t.login('tienda@vitrina.test')).store_id!;
  const other = await signupOwner(t, 'otra@example.com');
  return { t, storeId, other: other.session, asOther: other.inject };
}

export type TwoStores = Awaited<ReturnType<typeof twoStores>>;

/**
 * `twoStores()` for a whole test file: started before its tests, closed after them. The
 * object is filled in by the time the tests run.
 */
export function twoStoresSuite(): TwoStores {
  const suite = {} as TwoStores;
  beforeAll(async () => {
    Object.assign(suite, await twoStores());
  });
  afterAll(() => suite.t.close());
  return suite;
}
