// `npm run files:copy -- [folder]`: an existing files folder (FILES_DIR unless given) into the
// bucket FILES_URL names, for the move from one machine to several. Idempotent: a file already in
// the bucket at the same size is skipped, so an interrupted copy is finished by running it again.
import path from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { copyObjects } from '#server/modules/storage/copy-objects.ts';
import { createDiskStore } from '#server/modules/storage/disk-store.ts';
import { createS3Store } from '#server/modules/storage/s3-store.ts';

const config = loadConfig();
if (!config.filesBucket) {
  console.error('Set FILES_URL to the bucket to copy into (s3://bucket/prefix?endpoint=…&region=…).');
  process.exit(1);
}
const from = createDiskStore(path.resolve(process.argv[2] ?? config.filesDir));
const to = createS3Store(config.filesBucket);
console.log(`Copying ${from.where} into ${to.where}…`);
try {
  const report = await copyObjects(from, to, (line) => console.log(line));
  console.log(`Done: ${report.copied} copied, ${report.skipped} already in the bucket.`);
} catch (err) {
  console.error(`Copy stopped: ${(err as Error).message}. Run it again to go on where it stopped.`);
  process.exit(1);
}
