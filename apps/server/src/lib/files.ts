import path from 'node:path';
import { signedFileLink } from './file-links.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Where private files live in the file store (modules/storage), and how their names start: payment proofs, delivery
 * photos and ticket QR images. The public files route never serves them; file-links.ts does, to
 * a link signed for someone the API let see them.
 */
export const PRIVATE_PREFIX = 'private/';

/** A stored file's name as saved: a bare name, or one under private/ — never a path elsewhere. */
export function storedName(name: string): string {
  const base = path.basename(name);
  return name.startsWith(PRIVATE_PREFIX) ? `${PRIVATE_PREFIX}${base}` : base;
}

/** The image type of a file, read from its first bytes (never from its name or header). */
export function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/** The stored images' types and the extension each is saved with. */
export const EXTENSION_OF = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSION_OF).map(([type, ext]) => [ext, type]),
);

/** The media type of a stored file, from its name's extension; undefined for any other name. */
export const typeOfStored = (name: string): string | undefined => TYPES[name.split('.').at(-1) ?? ''];

/**
 * The URL of a stored file: a public one as it is, a private one (PRIVATE_PREFIX) as a link
 * signed for an hour or so (file-links.ts) — give it only to someone allowed to see the file.
 */
export const fileUrl = (name: string | null): string | null =>
  name ? (name.startsWith(PRIVATE_PREFIX) ? signedFileLink(name) : `/api/files/${name}`) : null;
