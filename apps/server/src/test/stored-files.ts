import { createDiskStore } from '#server/modules/storage/disk-store.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { createFileStore } from '#server/modules/storage/file-store.ts';

/** Every file `files` holds (the public ones and those under private/), by name, sorted. */
export async function storedFiles(files: FileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const { name } of files.objects.list()) names.push(name);
  return names.sort();
}

/** A file store in a folder of this machine, as a server without FILES_URL keeps one. */
export const diskFileStore = (dir: string): FileStore => createFileStore(createDiskStore(dir));
