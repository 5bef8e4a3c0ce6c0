import type { RoleId, Session } from '@vitrina/contract';
import { ROLES } from '@vitrina/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness.ts';

/** A signed-in account other than the demo ones, to check that tenants stay apart. */
export type OtherAccount = {
  session: Session;
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
};

const PASSWORD = 'otra-clave-1';

function asSession(t: TestApp, session: Session): OtherAccount {
  return {
    session,
    inject: (o) =>
      t.inject({ ...o, headers: { ...o.headers, authorization: `Bearer ${session.access_token}` } }),
  };
}

/** A second store owner, with a store of its own, through POST auth/signup. */
let signups = 0;
/** An address of its own for each test sign-up: sign-up is limited per address (SIGNUP_LIMITS). */
export const signupAddress = () => {
  signups += 1;
  return `10.66.${signups >> 8}.${signups & 255}`;
};

export async function signupOwner(t: TestApp, email: string): Promise<OtherAccount> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: signupAddress(),
    payload: {
      name: 'Otra',
      lastname: 'Dueña',
      email,
      storeName: 'Otra tienda',
      storeDescription: 'Otra',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (res.statusCode !== 200) throw new Error(`signup ${email}: ${res.statusCode} ${res.body}`);
  return asSession(t, res.json<Session>());
}

/** An account of any role created by the demo admin (POST admin), then signed in. */
export async function createAccount(t: TestApp, email: string, role: RoleId): Promise<OtherAccount> {
  const res = await t.injectAs(ROLES.ADMIN, {
    method: 'POST',
    url: '/api/admin',
    payload: {
      name: 'Otro',
      lastname: 'Usuario',
      email,
      role_id: role,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (res.statusCode !== 200) throw new Error(`create ${email}: ${res.statusCode} ${res.body}`);
  return asSession(t, await t.login(email, PASSWORD));
}
