import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { faqs } from './faqs.tables.ts';

export type FaqRow = typeof faqs.$inferSelect;
type FaqValues = { question: string; answer: string };

export function listByStore(db: DbOrTx, storeId: number): Promise<FaqRow[]> {
  return db.select().from(faqs).where(eq(faqs.storeId, storeId)).orderBy(asc(faqs.id));
}

export async function insert(db: DbOrTx, storeId: number, values: FaqValues): Promise<FaqRow> {
  const [row] = await db
    .insert(faqs)
    .values({ ...values, storeId })
    .returning();
  return row!;
}

// Scoped by store in the same statement: another store's id matches nothing.
export async function update(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: FaqValues,
): Promise<FaqRow | undefined> {
  const [row] = await db
    .update(faqs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(faqs.id, id), eq(faqs.storeId, storeId)))
    .returning();
  return row;
}

/** Deletes the store's question and answers it (undefined when there was none). */
export async function remove(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .delete(faqs)
    .where(and(eq(faqs.id, id), eq(faqs.storeId, storeId)))
    .returning();
  return row;
}
