import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError, errorTexts, invalid } from './errors.ts';
import { signedFileLink } from './file-links.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const THUMB_WIDTH = 320;

export type StoredImage = { file: string; thumb: string; mime: string; size: number };

/**
 * Where private files live inside FILES_DIR, and how their names start: payment proofs, delivery
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

const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Stores uploaded images under FILES_DIR with random names: the picture re-encoded (EXIF
 * orientation applied, metadata such as GPS dropped) and a small WEBP copy for lists.
 */
export function createFileStore(dir: string) {
  // Made with the first picture (not when the store is created: a test may remove the folder first).
  let ready: Promise<unknown> | undefined;
  return {
    dir,
    /** `private`: a payment proof or a delivery photo, which only signed links show. */
    async saveImage(bytes: Buffer, field = 'image', opts: { private?: boolean } = {}): Promise<StoredImage> {
      if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, errorTexts.tooLarge);
      const mime = sniffImage(bytes);
      if (!mime) throw invalid({ [field]: [errorTexts.imageType] });
      ready ??= mkdir(path.join(dir, PRIVATE_PREFIX), { recursive: true });
      await ready;
      const id = `${opts.private ? PRIVATE_PREFIX : ''}${randomUUID()}`;
      const file = `${id}.${extension[mime]}`;
      const thumb = `${id}.thumb.webp`;
      try {
        const image = sharp(bytes, { failOn: 'error' }).rotate();
        const original = await image
          .clone()
          .toFormat(extension[mime] === 'jpg' ? 'jpeg' : extension[mime])
          .toBuffer();
        const small = await image
          .clone()
          .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
          .webp()
          .toBuffer();
        await writeFile(path.join(dir, file), original);
        await writeFile(path.join(dir, thumb), small);
        return { file, thumb, mime, size: original.length };
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw invalid({ [field]: [errorTexts.imageUnreadable] });
      }
    },
    async remove(...names: (string | null | undefined)[]): Promise<void> {
      await Promise.all(
        names.filter((n): n is string => !!n).map((n) => rm(path.join(dir, storedName(n)), { force: true })),
      );
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

/**
 * The URL of a stored file: a public one as it is, a private one (PRIVATE_PREFIX) as a link
 * signed for an hour or so (file-links.ts) — give it only to someone allowed to see the file.
 */
export const fileUrl = (name: string | null): string | null =>
  name ? (name.startsWith(PRIVATE_PREFIX) ? signedFileLink(name) : `/api/files/${name}`) : null;
