import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { AppError } from './errors.ts';

const key = z.object({ u: z.string(), id: z.number().int() });
const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(cursor: string): AppError | undefined {
  try {
    decodeCursor(cursor, key);
  } catch (err) {
    return err as AppError;
  }
  return undefined;
}

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote, and nothing when there is no cursor', () => {
    const last = { u: '2026-11-23 10:00:00.123+00', id: 42 };
    expect(decodeCursor(encodeCursor(last), key)).toEqual(last);
    expect(decodeCursor(undefined, key)).toBeUndefined();
    expect(decodeCursor('', key)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'abc'],
    ['truncated JSON', Buffer.from('{"id":').toString('base64url')],
    ['an id past integer', forged({ u: 'x', id: 99999999999 })],
    ['a fraction', forged({ u: 'x', id: 1.5 })],
    ['a NUL in a text', forged({ u: 'a\u0000', id: 1 })],
    ['a text too long for a key', forged({ u: 'x'.repeat(65), id: 1 })],
    ['another shape', forged([1, 2])],
  ])('refuses %s with a Spanish 422 on cursor', (_, cursor) => {
    const err = refusal(cursor);
    expect(err).toBeInstanceOf(AppError);
    expect(err?.statusCode).toBe(422);
    expect(err?.errors).toEqual({ cursor: ['El campo cursor no es válido'] });
  });
});
