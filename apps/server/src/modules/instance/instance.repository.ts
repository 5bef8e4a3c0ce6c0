import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { instanceSecrets } from './instance.tables.ts';

/** The value kept under `name`, or undefined. */
export async function secretOf(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, name));
  return row?.value;
}

/**
 * Keeps `value` under `name` unless one is kept already, and answers the one kept: of two
 * processes starting at once, both get the first one's.
 */
export async function keepFirst(db: DbOrTx, name: string, value: string): Promise<string> {
  await db.insert(instanceSecrets).values({ name, value }).onConflictDoNothing();
  return (await secretOf(db, name)) ?? value;
}
