import type { BucketLocation } from '#server/config/env.ts';
import { createDiskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Store } from './s3-store.ts';

/** The store the settings name: FILES_URL's bucket when set, else the FILES_DIR folder. */
export function openObjectStore(settings: {
  filesDir: string;
  filesBucket: BucketLocation | undefined;
}): ObjectStore {
  return settings.filesBucket ? createS3Store(settings.filesBucket) : createDiskStore(settings.filesDir);
}

/**
 * Why the store cannot be used, or null when it can: at start-up, so that a wrong FILES_URL, a
 * missing bucket or refused credentials stop the server with the reason instead of failing every
 * upload later. Lists one file, which needs the bucket, the address and the read permission.
 */
export async function unusableBecause(objects: ObjectStore): Promise<string | null> {
  try {
    for await (const _ of objects.list()) break;
    return null;
  } catch (err) {
    const e = err as { name?: string; message?: string; Code?: string };
    return `the files at ${objects.where} cannot be read (${e.Code ?? e.name}: ${e.message})`;
  }
}
