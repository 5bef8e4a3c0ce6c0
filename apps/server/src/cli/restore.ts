// `npm run restore -- <folder>`: a backup into the empty database and the files folder of the
// settings (DATA_DIR, FILES_DIR, DATABASE_URL): the same kind of database or the other one.
import path from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { BackupError, restoreBackup } from '#server/db/backup.ts';
import { createPrivately } from '#server/lib/private-data.ts';

createPrivately();
const from = process.argv[2];
if (!from) {
  console.error('Give the backup folder: npm run restore -- <folder>');
  process.exit(1);
}
const config = loadConfig();
try {
  const { manifest, counts } = await restoreBackup(config, path.resolve(from), (line) => console.log(line));
  const differ = Object.keys(manifest.counts).filter((t) => manifest.counts[t] !== counts[t]);
  console.log(`Restored ${manifest.database} backup of ${manifest.created_at}:`);
  console.log(
    `  ${Object.entries(counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
  if (differ.length > 0) {
    console.error(`  Warning: these tables differ from the backup's own count: ${differ.join(', ')}`);
    process.exit(1);
  }
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Not restored: ${err.message}`);
  process.exit(1);
}
