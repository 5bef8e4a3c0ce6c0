import { sql } from 'drizzle-orm';
import { PRIVATE_PREFIX, storedName, typeOfStored } from '#server/lib/files.ts';
import type { ObjectStore } from '#server/modules/storage/object-store.ts';
import { type Db, queryRows } from './client.ts';

/** Every column that names a private file: payment proofs, delivery photos, ticket QR images. */
const PRIVATE_COLUMNS = [
  ['bills', 'proof_image'],
  ['bills', 'delivery_proof'],
  ['ticket_bills', 'proof_image'],
  ['ticket_bills', 'ves_proof_image'],
  ['licence_payments', 'proof_image'],
  ['tickets', 'qr_image'],
] as const;

/**
 * Moves the private files an earlier version saved among the public ones into `private/` of the
 * file store (with their small copies) and renames them in the rows that name them, so the
 * public files route stops serving them. Idempotent, at start-up: a file already moved is only
 * renamed in its rows. Returns how many files it moved.
 */
export async function movePrivateFiles(db: Db, objects: ObjectStore): Promise<number> {
  let moved = 0;
  for (const [table, column] of PRIVATE_COLUMNS) {
    const col = sql.identifier(column);
    const rows = await queryRows<{ file: string }>(
      db,
      sql`select distinct ${col} as file from ${sql.identifier(table)}
          where ${col} is not null and ${col} not like ${`${PRIVATE_PREFIX}%`}`,
    );
    for (const { file } of rows) {
      const name = storedName(file);
      const target = `${PRIVATE_PREFIX}${name}`;
      const thumb = name.replace(/\.[^.]+$/, '.thumb.webp');
      for (const [from, to] of [
        [name, target],
        [thumb, `${PRIVATE_PREFIX}${thumb}`],
      ] as const) {
        const bytes = (await objects.sizeOf(to)) === undefined ? await objects.get(from) : undefined;
        const type = typeOfStored(from);
        if (bytes && type) {
          await objects.put(to, bytes, type);
          await objects.remove([from]);
        }
      }
      await db.execute(sql`update ${sql.identifier(table)} set ${col} = ${target} where ${col} = ${file}`);
      moved += 1;
    }
  }
  return moved;
}
