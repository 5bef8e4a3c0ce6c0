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
