import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AppError, errorTexts, invalid } from '#server/lib/errors.ts';
import {
  EXTENSION_OF,
  MAX_IMAGE_BYTES,
  PRIVATE_PREFIX,
  sniffImage,
  typeOfStored,
} from '#server/lib/files.ts';
import type { ObjectStore } from './object-store.ts';

const THUMB_WIDTH = 320;

export type StoredImage = { file: string; thumb: string; mime: string; size: number };

/**
 * A write to the store that failed (the bucket out of reach, a full disk): a 503 in Spanish that
 * says to try again, with the cause in the log, instead of an unexplained 500. Whatever the
 * request was doing is undone by its caller, as for any refusal.
 */
async function saving(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    throw new AppError(503, errorTexts.storageUnavailable, undefined, { cause: err });
  }
}

/**
 * The storage module's one door for the rest of the server: uploaded images saved with random
 * names (the picture re-encoded with EXIF orientation applied and metadata such as GPS dropped,
 * and a small WEBP copy for lists), other made files (QR images), reads and removals, in the
 * object store the settings name (a folder, or a bucket several machines share).
 */
export function createFileStore(objects: ObjectStore) {
  return {
    objects,
    /** `private`: a payment proof or a delivery photo, which only signed links show. */
    async saveImage(bytes: Buffer, field = 'image', opts: { private?: boolean } = {}): Promise<StoredImage> {
      if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, errorTexts.tooLarge);
      const mime = sniffImage(bytes);
      if (!mime) throw invalid({ [field]: [errorTexts.imageType] });
      const id = `${opts.private ? PRIVATE_PREFIX : ''}${randomUUID()}`;
      const file = `${id}.${EXTENSION_OF[mime]}`;
      const thumb = `${id}.thumb.webp`;
      let original: Buffer;
      let small: Buffer;
      try {
        const image = sharp(bytes, { failOn: 'error' }).rotate();
        original = await image
          .clone()
          .toFormat(EXTENSION_OF[mime] === 'jpg' ? 'jpeg' : EXTENSION_OF[mime])
          .toBuffer();
        small = await image
          .clone()
          .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
          .webp()
          .toBuffer();
      } catch {
        throw invalid({ [field]: [errorTexts.imageUnreadable] });
      }
      await saving(() => objects.put(file, original, mime));
      try {
        await saving(() => objects.put(thumb, small, 'image/webp'));
      } catch (err) {
        await objects.remove([file]).catch(() => {});
        throw err;
      }
      return { file, thumb, mime, size: original.length };
    },
    /** Saves a file the server made (a ticket's QR image) under `name` (`private/…` or bare). */
    async put(name: string, bytes: Buffer): Promise<void> {
      const type = typeOfStored(name);
      if (!type) throw new Error(`not a stored file's name: ${name}`);
      await saving(() => objects.put(name, bytes, type));
    },
    /** A stored file's bytes, undefined when there is none by that name. */
    read: (name: string): Promise<Buffer | undefined> => objects.get(name),
    /**
     * Removes files no row names any more. Best effort: the change that dropped them is already
     * saved, and a file the bucket could not remove now only takes space (never shown again).
     */
    async remove(...names: (string | null | undefined)[]): Promise<void> {
      await objects.remove(names.filter((n): n is string => !!n)).catch(() => {});
    },
    /** Removes a picture saveImage stored, with its small copy (`<id>.thumb.webp`). */
    async removeImage(file: string | null): Promise<void> {
      if (file) await this.remove(file, file.replace(/\.[^.]+$/, '.thumb.webp'));
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
