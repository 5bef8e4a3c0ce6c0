import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';

// What the catalogue's repositories share: rows that belong to a store.

/** A row of a store's table by id: the one condition every write and lookup repeats. */
export const ofStore = (table: { id: PgColumn; storeId: PgColumn }, storeId: number, id: number) =>
  and(eq(table.id, id), eq(table.storeId, storeId));

type OwnedTable = PgTable & { id: PgColumn; storeId: PgColumn; updatedAt: PgColumn };

/**
 * Insert, update and delete of a table whose rows belong to a store: every update and delete
 * names the store, so an id of another store matches nothing (and answers false).
 */
export function ownedRows<T extends OwnedTable>(table: T) {
  return {
    async insert(db: DbOrTx, row: T['$inferInsert']): Promise<number> {
      const [created] = await db
        .insert(table)
        .values(row as never)
        .returning({ id: table.id });
      return created!.id as number;
    },
    async update(db: DbOrTx, storeId: number, id: number, set: Partial<T['$inferInsert']>): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ ...set, updatedAt: sql`now()` } as never)
        .where(ofStore(table, storeId, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    /** Deletes the store's row and answers it (undefined when there was none). */
    async remove(db: DbOrTx, storeId: number, id: number): Promise<T['$inferSelect'] | undefined> {
      const rows = await db
        .delete(table)
        .where(ofStore(table, storeId, id))
        .returning();
      return (rows as T['$inferSelect'][])[0];
    },
  };
}
