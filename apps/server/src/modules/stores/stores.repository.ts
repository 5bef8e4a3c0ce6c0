import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { statuses } from '../users/users.tables.ts';
import { categories, stores, storeTemplates, templates } from './stores.tables.ts';

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
    .select({ store: stores, statusName: statuses.statusName, categoryName: categories.name })
    .from(stores)
    .leftJoin(statuses, eq(statuses.id, stores.statusId))
    .leftJoin(categories, eq(categories.id, stores.categoryId))
    .where(eq(stores.id, id));
  return row;
}

export async function update(db: DbOrTx, id: number, set: Partial<typeof stores.$inferInsert>) {
  await db
    .update(stores)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(stores.id, id));
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export async function webStoreTaken(db: DbOrTx, alias: string, exceptStoreId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(sql`lower(${stores.webStore}) = ${alias.toLowerCase()}`, ne(stores.id, exceptStoreId)));
  return row !== undefined;
}

export async function templatesOf(db: DbOrTx, storeId: number) {
  return db
    .select({ id: templates.id, name: templates.name })
    .from(storeTemplates)
    .innerJoin(templates, eq(templates.id, storeTemplates.templateId))
    .where(eq(storeTemplates.storeId, storeId))
    .orderBy(asc(storeTemplates.position));
}

/** Makes `templateId` the current (first) template, keeping the others in their order. */
export async function makeTemplateCurrent(db: DbOrTx, storeId: number, templateId: number): Promise<boolean> {
  const current = await templatesOf(db, storeId);
  if (!current.some((t) => t.id === templateId)) return false;
  const order = [templateId, ...current.map((t) => t.id).filter((id) => id !== templateId)];
  await db.delete(storeTemplates).where(eq(storeTemplates.storeId, storeId));
  await db
    .insert(storeTemplates)
    .values(order.map((id, position) => ({ storeId, templateId: id, position })));
  return true;
}
