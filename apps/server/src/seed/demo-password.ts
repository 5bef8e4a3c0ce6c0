import { hashPassword } from '#server/lib/passwords.ts';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo1234';

let hashed: Promise<string> | undefined;

/** The demo password and its hash, hashed once: each hash costs a memory-hard argon2 run. */
export async function demoCredentials(): Promise<{ password: string; passwordHash: string }> {
  hashed ??= hashPassword(DEMO_PASSWORD);
  return { password: DEMO_PASSWORD, passwordHash: await hashed };
}
