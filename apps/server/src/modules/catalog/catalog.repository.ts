import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { catalogues, extras, productImages, products } from './catalog.tables.ts';

export type CatalogueRow = typeof catalogues.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;
/** The image columns a product row carries along (see `withImages`). */
export type ImageRef = Pick<ImageRow, 'id' | 'file' | 'thumb' | 'position'>;

/** A row of a store's table by id: the one condition every write and lookup repeats. */
const ofStore = (table: { id: PgColumn; storeId: PgColumn }, storeId: number, id: number) =>
  and(eq(table.id, id), eq(table.storeId, storeId));

/** Updates one row of the store; answers whether it existed. */
async function updateOwned<T extends PgTable & { id: PgColumn; storeId: PgColumn; updatedAt: PgColumn }>(
  db: DbOrTx,
  table: T,
  storeId: number,
  id: number,
  set: Partial<T['$inferInsert']>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ ...set, updatedAt: sql`now()` } as never)
    .where(ofStore(table, storeId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes one row of the store; answers whether it existed. */
async function deleteOwned(
  db: DbOrTx,
  table: PgTable & { id: PgColumn; storeId: PgColumn },
  storeId: number,
  id: number,
) {
  const rows = await db
    .delete(table)
    .where(ofStore(table, storeId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

// Catalogues --------------------------------------------------------------------------------

export async function listCatalogues(db: DbOrTx, storeId: number) {
  const counted = (table: typeof products | typeof extras, name: string) =>
    db
      .select({ catalogueId: table.catalogueId, n: count().as(`${name}_n`) })
      .from(table)
      .where(eq(table.storeId, storeId))
      .groupBy(table.catalogueId)
      .as(name);
  const productCounts = counted(products, 'pc');
  const extraCounts = counted(extras, 'ec');
  return db
    .select({
      id: catalogues.id,
      name: catalogues.name,
      productsCount: sql<number>`coalesce(${productCounts.n}, 0)::int`,
      extrasCount: sql<number>`coalesce(${extraCounts.n}, 0)::int`,
    })
    .from(catalogues)
    .leftJoin(productCounts, eq(productCounts.catalogueId, catalogues.id))
    .leftJoin(extraCounts, eq(extraCounts.catalogueId, catalogues.id))
    .where(eq(catalogues.storeId, storeId))
    .orderBy(asc(catalogues.name), asc(catalogues.id));
}

/**
 * A catalogue of the store. `lock: 'share'` keeps it from being deleted until the caller's
 * transaction ends (a product or extra is being added to it); `'update'` is the deleter's lock.
 */
export async function findCatalogue(db: DbOrTx, storeId: number, id: number, lock?: 'share' | 'update') {
  const query = db
    .select()
    .from(catalogues)
    .where(ofStore(catalogues, storeId, id));
  const [row] = await (lock === 'share'
    ? query.for('share')
    : lock === 'update'
      ? query.for('update')
      : query);
  return row;
}

export async function insertCatalogue(db: DbOrTx, storeId: number, name: string) {
  const [row] = await db.insert(catalogues).values({ storeId, name }).returning();
  return row!;
}

export const updateCatalogue = (db: DbOrTx, storeId: number, id: number, name: string) =>
  updateOwned(db, catalogues, storeId, id, { name });

/** Whether products or extras still point to the catalogue. */
export async function catalogueInUse(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${products} where ${products.catalogueId} = ${id})
            or exists (select 1 from ${extras} where ${extras.catalogueId} = ${id}) as used`,
  );
  return Boolean(row?.used);
}

export const deleteCatalogue = (db: DbOrTx, storeId: number, id: number) =>
  deleteOwned(db, catalogues, storeId, id);

// Products ----------------------------------------------------------------------------------

export type ProductFilter = { q?: string; catalogueId?: number; active?: boolean };

function productConditions(storeId: number, f: ProductFilter): SQL | undefined {
  return and(
    eq(products.storeId, storeId),
    f.catalogueId ? eq(products.catalogueId, f.catalogueId) : undefined,
    f.active === undefined ? undefined : eq(products.active, f.active),
    f.q
      ? sql`lower(${products.name}) like ${`%${f.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
  );
}

/** A product with its catalogue's name and its images, read in the same statement. */
const productColumns = {
  product: products,
  catalogueName: catalogues.name,
  images: sql<ImageRef[]>`coalesce((
    select json_agg(json_build_object('id', pi.id, 'file', pi.file, 'thumb', pi.thumb, 'position', pi.position)
                    order by pi.position, pi.id)
    from ${productImages} pi where pi.product_id = ${products.id}), '[]'::json)`,
};

/**
 * One page newest first, in one statement with its images: keyset after `afterId` (cost
 * independent of depth) or from `offset` (`?page=N`). With `withTotal` each row also carries
 * the count of every matching product, for a first page.
 */
export async function pageProducts(
  db: DbOrTx,
  storeId: number,
  f: ProductFilter,
  limit: number,
  from: { afterId?: number; offset?: number; withTotal?: boolean } = {},
) {
  const where = productConditions(storeId, f);
  const query = db
    .select({
      ...productColumns,
      // An uncorrelated subquery: PostgreSQL evaluates it once per statement, not per row.
      total: from.withTotal
        ? sql<number>`(select count(*)::int from ${products} where ${where})`
        : sql<number | null>`null::int`,
    })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(and(where, from.afterId ? lt(products.id, from.afterId) : undefined))
    .orderBy(desc(products.id))
    .limit(limit);
  return from.offset ? query.offset(from.offset) : query;
}

export async function countProducts(db: DbOrTx, storeId: number, f: ProductFilter) {
  const [row] = await db.select({ n: count() }).from(products).where(productConditions(storeId, f));
  return Number(row?.n ?? 0);
}

export async function findProduct(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(ofStore(products, storeId, id));
  return row;
}

/** Locks a product row until the transaction ends (image uploads count under this lock). */
export async function lockProduct(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(ofStore(products, storeId, id))
    .for('update');
  return rows.length > 0;
}

export async function insertProduct(db: DbOrTx, row: typeof products.$inferInsert) {
  const [created] = await db.insert(products).values(row).returning({ id: products.id });
  return created!.id;
}

export const updateProduct = (
  db: DbOrTx,
  storeId: number,
  id: number,
  set: Partial<typeof products.$inferInsert>,
) => updateOwned(db, products, storeId, id, set);

export const deleteProduct = (db: DbOrTx, storeId: number, id: number) =>
  deleteOwned(db, products, storeId, id);

/** Names of products by id (reports); products deleted since are simply absent. */
export async function productNames(db: DbOrTx, storeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
}

// Stock -------------------------------------------------------------------------------------

/**
 * Takes `quantity` units of an active product of the store in one conditional update, so two
 * sales at once can never take the same last units. Answers the product as sold, or nothing.
 */
export async function takeStock(db: DbOrTx, storeId: number, productId: number, quantity: number) {
  const [row] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(
      and(
        ofStore(products, storeId, productId),
        eq(products.active, true),
        sql`${products.quantity} >= ${quantity}`,
      ),
    )
    .returning({ name: products.name, priceCents: products.priceCents });
  return row;
}

export async function returnStock(db: DbOrTx, productId: number, quantity: number) {
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(eq(products.id, productId));
}

// Images ------------------------------------------------------------------------------------

export async function imagesOf(db: DbOrTx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

export async function countImages(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ n: count(), next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return { count: Number(row?.n ?? 0), nextPosition: Number(row?.next ?? 0) };
}

export async function insertImages(db: DbOrTx, rows: (typeof productImages.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(productImages).values(rows);
}

export async function deleteImage(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .delete(productImages)
    .where(ofStore(productImages, storeId, id))
    .returning();
  return row;
}

export async function setImagePosition(db: DbOrTx, productId: number, imageId: number, position: number) {
  await db
    .update(productImages)
    .set({ position })
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
}

// Extras ------------------------------------------------------------------------------------

const extraColumns = { extra: extras, catalogueName: catalogues.name };

export async function listExtras(db: DbOrTx, storeId: number) {
  return db
    .select(extraColumns)
    .from(extras)
    .innerJoin(catalogues, eq(catalogues.id, extras.catalogueId))
    .where(eq(extras.storeId, storeId))
    .orderBy(asc(catalogues.name), asc(extras.name), asc(extras.id));
}

export async function findExtra(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select(extraColumns)
    .from(extras)
    .innerJoin(catalogues, eq(catalogues.id, extras.catalogueId))
    .where(ofStore(extras, storeId, id));
  return row;
}

/** Active extras of the store among `ids` (a sale prices them). */
export async function activeExtras(db: DbOrTx, storeId: number, ids: number[]) {
  return db
    .select({ id: extras.id, name: extras.name, priceCents: extras.priceCents })
    .from(extras)
    .where(and(eq(extras.storeId, storeId), eq(extras.active, true), inArray(extras.id, ids)));
}

export async function insertExtra(db: DbOrTx, row: typeof extras.$inferInsert) {
  const [created] = await db.insert(extras).values(row).returning({ id: extras.id });
  return created!.id;
}

export const updateExtra = (
  db: DbOrTx,
  storeId: number,
  id: number,
  set: Partial<typeof extras.$inferInsert>,
) => updateOwned(db, extras, storeId, id, set);

export const deleteExtra = (db: DbOrTx, storeId: number, id: number) => deleteOwned(db, extras, storeId, id);
