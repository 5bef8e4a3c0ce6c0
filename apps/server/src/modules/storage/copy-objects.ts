import { typeOfStored } from '#server/lib/files.ts';
import type { ObjectStore } from './object-store.ts';

export type CopyReport = { copied: number; skipped: number; files: number; bytes: number };

/**
 * Copies every file of `from` into `to`, four at a time: a folder into a bucket (the move to
 * several machines), a bucket or a folder into a backup and back. Idempotent: a file `to`
 * already holds at the same size is left alone, so a copy cut short is finished by running it
 * again. Names that are not stored files' (another tool's) are not copied. `say` hears the
 * progress every 100 files and at the end.
 */
export async function copyObjects(
  from: ObjectStore,
  to: ObjectStore,
  say: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, files: 0, bytes: 0 };
  const progress = () =>
    `${report.files} files: ${report.copied} copied (${(report.bytes / 1_048_576).toFixed(1)} MB), ${report.skipped} already there`;
  const copyOne = async (name: string, size: number) => {
    const type = typeOfStored(name);
    if (!type) return;
    if ((await to.sizeOf(name)) === size) {
      report.skipped += 1;
    } else {
      const bytes = await from.get(name);
      if (!bytes) return; // removed since it was listed
      await to.put(name, bytes, type);
      report.copied += 1;
      report.bytes += bytes.length;
    }
    report.files += 1;
    if (report.files % 100 === 0) say(`  ${progress()}`);
  };
  let batch: Promise<void>[] = [];
  for await (const { name, size } of from.list()) {
    batch.push(copyOne(name, size));
    if (batch.length === 4) {
      await Promise.all(batch);
      batch = [];
    }
  }
  await Promise.all(batch);
  say(`  ${progress()}`);
  return report;
}
