import { createHmac, timingSafeEqual } from 'node:crypto';

// Links to private files (payment proofs, delivery photos, ticket QR images): the API hands them
// out only to callers it let see the file (the store's staff, the company, the ticket master,
// the admin, the holder of an order's private link), signed with SECRET_KEY and good for an
// hour or so; GET /api/files/private/:name serves a file only to a valid, unexpired link, and
// never lets a cache keep it. Every machine of a deployment shares SECRET_KEY, so a link made by
// one opens on another.

let key: Buffer | undefined;

/** Sets the signing key (at start-up, from SECRET_KEY). */
export function setFileLinkKey(secret: string): void {
  key = createHmac('sha256', secret).update('vitrina private file links').digest();
}

/** How long a link lasts at least: it ends on the hour after the next, so it stays the same for an hour (caches of the page, images). */
const HOUR = 3600;

const signature = (name: string, expires: number) => {
  if (!key) throw new Error('file links are not configured (setFileLinkKey)');
  return createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url').slice(0, 32);
};

/** A signed link to a private file, good until the hour after the next. */
export function signedFileLink(name: string, now = Date.now()): string {
  const expires = (Math.floor(now / 1000 / HOUR) + 2) * HOUR;
  return `/api/files/${name}?e=${expires}&s=${signature(name, expires)}`;
}

/** Whether `e` and `s` are a live signature of `name`. */
export function validFileLink(name: string, e: unknown, s: unknown, now = Date.now()): boolean {
  if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return false;
  const expires = Number(e);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(name, expires));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
