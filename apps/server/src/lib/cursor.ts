import type { z } from 'zod';

/** Keyset cursors are the last row's sort key, as base64url JSON: opaque to clients. */
export const encodeCursor = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key of a cursor, or undefined when absent; a tampered cursor reads as absent. */
export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}
