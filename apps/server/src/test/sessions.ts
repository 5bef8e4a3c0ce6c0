import type { Session } from '@vitrina/contract';
import { expect } from 'vitest';
import { signupAddress } from './accounts.ts';
import type { TestApp } from './harness.ts';

/** The authorization header of a session. */
export const bearer = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

/**
 * Sign-in and sign-up calls of the auth tests, for a test file's app (read when called, so it
 * may be set in beforeAll). `login` comes from an address of the test's choosing, so the
 * per-address limits of one test stay out of another's way.
 */
export function sessionCalls(app: () => TestApp) {
  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  /** A new store owner, so tests that lock or change an account leave the demo accounts alone. */
  async function newOwner(email: string, password = 'demo1234'): Promise<Session> {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: signupAddress(),
      payload: {
        name: 'Prueba',
        lastname: 'Test',
        email,
        storeName: 'Tienda',
        storeDescription: 'Prueba',
        password,
        password_confirmation: password,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json<Session>();
  }
  return { login, newOwner };
}
