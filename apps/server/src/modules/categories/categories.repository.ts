import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from '../stores/stores.tables.ts';

/** In the database's collation order (Spanish on a Spanish-collated database). */
export function listAll(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
}
