import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, URL-safe; only its hash is ever stored. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
