import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_PREFIX, storedName } from '#server/lib/files.ts';
import type { ObjectStore, StoredObject } from './object-store.ts';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in one folder of this machine (FILES_DIR): public ones at its top, private ones in
 * `private/`. A file is written beside its final name and renamed into place, so nobody reads
 * half of one.
 */
export function createDiskStore(dir: string): ObjectStore {
  const full = (name: string) => path.join(dir, storedName(name));
  // Made with the first file (not when the store is created: a test may remove the folder first).
  let ready: Promise<unknown> | undefined;
  return {
    where: dir,
    async put(name, body) {
      ready ??= mkdir(path.join(dir, PRIVATE_PREFIX), { recursive: true });
      await ready;
      const temporary = `${full(name)}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, full(name));
    },
    async get(name) {
      try {
        return await readFile(full(name));
      } catch (err) {
        if (missing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw err;
      }
    },
    async sizeOf(name) {
      try {
        const s = await stat(full(name));
        return s.isFile() ? s.size : undefined;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async remove(names) {
      await Promise.all(names.map((n) => rm(full(n), { force: true })));
    },
    async *list(): AsyncIterable<StoredObject> {
      for (const folder of ['', PRIVATE_PREFIX]) {
        let entries: string[];
        try {
          entries = await readdir(path.join(dir, folder));
        } catch (err) {
          if (missing(err)) continue;
          throw err;
        }
        for (const entry of entries.sort()) {
          if (entry.endsWith('.part')) continue;
          const s = await stat(path.join(dir, folder, entry)).catch(() => undefined);
          if (s?.isFile()) yield { name: `${folder}${entry}`, size: s.size };
        }
      }
    },
  };
}
