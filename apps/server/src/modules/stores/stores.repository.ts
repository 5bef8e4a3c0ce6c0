import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
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

export async function findById(db: DbOrTx, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

/** A store's id, name, owner and status (memberships, licence payments). */
export async function findStandings(db: DbOrTx, by: { ids?: number[]; ownerIds?: number[] }) {
  const where = by.ids ? inArray(stores.id, by.ids) : inArray(stores.ownerId, by.ownerIds ?? []);
  if ((by.ids ?? by.ownerIds ?? []).length === 0) return [];
  return db
    .select({ id: stores.id, name: stores.name, ownerId: stores.ownerId, statusId: stores.statusId })
    .from(stores)
    .where(where);
}

export async function findIdOwnedBy(db: DbOrTx, ownerId: number): Promise<number | null> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, ownerId));
  return row?.id ?? null;
}

export async function update(db: DbOrTx, id: number, set: Partial<typeof stores.$inferInsert>) {
  await db
    .update(stores)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(stores.id, id));
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

/**
 * Sets the image and returns the previous file name. The row is locked first, so of two
 * replacements at once the second sees the first's file as previous and removes it.
 */
export async function replaceImage(tx: Tx, id: number, image: string): Promise<string | null> {
  const [old] = await tx.select({ image: stores.image }).from(stores).where(eq(stores.id, id)).for('update');
  await tx.update(stores).set({ image, updatedAt: sql`now()` }).where(eq(stores.id, id));
  return old?.image ?? null;
}

export async function findNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids));
}

/** What another tenant may see of stores: name and contact (a delivery company's linked stores). */
export async function findCards(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: stores.id, name: stores.name, phone: stores.phone, address: stores.address })
    .from(stores)
    .where(inArray(stores.id, ids));
}

export async function countAll(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores);
  return Number(row?.n ?? 0);
}

/** The connected bots' webhook columns, by store id (start-up's webhook refresh). */
export async function findBotWebhooks(db: DbOrTx) {
  return db
    .select({ id: stores.id, tokenEnc: stores.telegramTokenEnc, secret: stores.telegramWebhookSecret })
    .from(stores)
    .where(
      and(
        eq(stores.telegramConnected, true),
        sql`${stores.telegramTokenEnc} is not null and ${stores.telegramWebhookSecret} is not null`,
      ),
    )
    .orderBy(asc(stores.id));
}

/** Ids of the stores whose chat-bot is connected, by id. */
export async function findBotStoreIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.telegramConnected, true), sql`${stores.telegramTokenEnc} is not null`))
    .orderBy(asc(stores.id));
  return rows.map((r) => r.id);
}

/** The store whose storefront alias is `alias`, any case (the lower() unique index). */
export async function findByWebStore(db: DbOrTx, alias: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(sql`lower(${stores.webStore}) = ${alias.toLowerCase()}`);
  return row;
}

/** Sets a store's own dollar rate (null: it follows the platform's); answers the one it replaced. */
export async function replaceOwnRate(tx: Tx, id: number, rate: string | null): Promise<string | null> {
  const [before] = await tx
    .select({ rate: stores.dollarRate })
    .from(stores)
    .where(eq(stores.id, id))
    .for('update');
  await update(tx, id, { dollarRate: rate, dollarRateAt: rate === null ? null : new Date() });
  return before?.rate ?? null;
}
