import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { statuses } from '../users/users.tables.ts';
import { stores, storeTemplates, templates } from './stores.tables.ts';

export type StoreRow = typeof stores.$inferSelect;

export async function insertStore(db: DbOrTx, store: typeof stores.$inferInsert): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(store).returning();
  // Every new store starts with all templates, in their catalogue order; the first is current.
  const all = await db.select({ id: templates.id }).from(templates).orderBy(asc(templates.id));
  if (all.length > 0) {
    await db
      .insert(storeTemplates)
      .values(all.map((t, position) => ({ storeId: row!.id, templateId: t.id, position })));
  }
  return row!;
}

export async function findById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ store: stores, statusName: statuses.statusName })
    .from(stores)
    .leftJoin(statuses, eq(statuses.id, stores.statusId))
    .where(eq(stores.id, id));
  return row;
}

export async function templatesOf(db: DbOrTx, storeId: number) {
  return db
    .select({ id: templates.id, name: templates.name })
    .from(storeTemplates)
    .innerJoin(templates, eq(templates.id, storeTemplates.templateId))
    .where(eq(storeTemplates.storeId, storeId))
    .orderBy(asc(storeTemplates.position));
}
