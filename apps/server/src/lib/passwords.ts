import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum memory cost.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of a real check when the email is unknown, so both answers take as long. */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('vitrina-timing-equaliser');
  await verifyPassword(await dummy, password);
  return false;
}
