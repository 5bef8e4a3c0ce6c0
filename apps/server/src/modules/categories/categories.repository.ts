import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { categories } from './categories.tables.ts';

/** In the database's collation order (Spanish on a Spanish-collated database). */
export function listAll(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
}

export async function findName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name;
}
