// `npm run backup -- [folder]`: the database and the files of the settings the server runs with
// (DATA_DIR, FILES_DIR, DATABASE_URL) into a new folder (db/backup.ts).
import path from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { BackupError, writeBackup } from '#server/db/backup.ts';
import { createPrivately } from '#server/lib/private-data.ts';

createPrivately();
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? path.join(config.dataDir, '..', 'backups', `vitrina-${stamp}`));
try {
  const manifest = await writeBackup(config, out, (line) => console.log(line));
  console.log(`Backup written to ${out}`);
  console.log(
    `  ${Object.entries(manifest.counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}; files ${manifest.files}`,
  );
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Backup not written: ${err.message}`);
  process.exit(1);
}
