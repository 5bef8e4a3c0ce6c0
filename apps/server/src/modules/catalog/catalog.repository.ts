import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, qualified, queryRows } from '#server/db/client.ts';
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

type OwnedTable = PgTable & { id: PgColumn; storeId: PgColumn; updatedAt: PgColumn };

/**
 * Insert, update and delete of a table whose rows belong to a store: every update and delete
 * names the store, so an id of another store matches nothing (and answers false).
 */
function ownedRows<T extends OwnedTable>(table: T) {
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

export const {
  insert: insertCatalogue,
  update: updateCatalogue,
  remove: deleteCatalogue,
} = ownedRows(catalogues);

/** Whether products or extras still point to the catalogue. */
export async function catalogueInUse(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${products} where ${products.catalogueId} = ${id})
            or exists (select 1 from ${extras} where ${extras.catalogueId} = ${id}) as used`,
  );
  return Boolean(row?.used);
}

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

export const { insert: insertProduct, update: updateProduct, remove: deleteProduct } = ownedRows(products);

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

/** Extras with their catalogue's name: where every read of extras starts. */
const extrasWithCatalogue = (db: DbOrTx) =>
  db
    .select({ extra: extras, catalogueName: catalogues.name })
    .from(extras)
    .innerJoin(catalogues, eq(catalogues.id, extras.catalogueId));

export const listExtras = (db: DbOrTx, storeId: number) =>
  extrasWithCatalogue(db)
    .where(eq(extras.storeId, storeId))
    .orderBy(asc(catalogues.name), asc(extras.name), asc(extras.id));

export async function findExtra(db: DbOrTx, storeId: number, id: number) {
  const [row] = await extrasWithCatalogue(db).where(ofStore(extras, storeId, id));
  return row;
}

/** Active extras among `ids` offered with the store's product (its catalogue's): a sale prices them. */
export async function activeExtras(db: DbOrTx, storeId: number, productId: number, ids: number[]) {
  return db
    .select({ id: extras.id, name: extras.name, priceCents: extras.priceCents })
    .from(extras)
    .where(
      and(
        eq(extras.storeId, storeId),
        eq(extras.active, true),
        inArray(extras.id, ids),
        sql`${extras.catalogueId} = (select p.catalogue_id from ${products} p
              where p.id = ${productId} and p.store_id = ${storeId})`,
      ),
    );
}

export const { insert: insertExtra, update: updateExtra, remove: deleteExtra } = ownedRows(extras);

/** How many products a store has (the admin's store page). */
export async function countProductsOfStore(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.storeId, storeId));
  return Number(row?.n ?? 0);
}

/** Ids of the products of one catalogue of the store (a campaign's "bought from this catalogue"). */
export async function productIdsOfCatalogue(db: DbOrTx, storeId: number, catalogueId: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.catalogueId, catalogueId)));
  return rows.map((r) => r.id);
}

// The storefront ------------------------------------------------------------------------------

/** The first picture's list copy of a product (stored name), read with the product. */
const firstThumb = sql<string | null>`(select pi.thumb from ${productImages} pi
  where pi.product_id = ${qualified(products.id)} order by pi.position, pi.id limit 1)`;

/** What a shopper is sold a product by: its name, price and stock. */
const saleableColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  quantity: products.quantity,
};

/**
 * A keyset page of a store's active products, newest first, after `afterId`: the (store_id, id)
 * index read backwards, so a page costs the same whatever the store's size.
 */
export async function pageShopProducts(
  db: DbOrTx,
  storeId: number,
  f: { catalogueId?: number; q?: string },
  limit: number,
  afterId?: number,
) {
  return db
    .select({ ...saleableColumns, thumb: firstThumb })
    .from(products)
    .where(
      and(productConditions(storeId, { ...f, active: true }), afterId ? lt(products.id, afterId) : undefined),
    )
    .orderBy(desc(products.id))
    .limit(limit);
}

/** An active product of the store with its images, or undefined (inactive, another store's). */
export async function findActiveProduct(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(and(ofStore(products, storeId, id), eq(products.active, true)));
  return row;
}

/** Active products of the store among `ids` (a cart's lines checked before the sale). */
export async function activeProducts(db: DbOrTx, storeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...saleableColumns, catalogueId: products.catalogueId })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.active, true), inArray(products.id, ids)));
}

/** The active extras offered with products of a catalogue (a product's extras). */
export async function activeExtrasOfCatalogue(db: DbOrTx, storeId: number, catalogueId: number) {
  return db
    .select({ id: extras.id, name: extras.name, priceCents: extras.priceCents })
    .from(extras)
    .where(and(eq(extras.storeId, storeId), eq(extras.catalogueId, catalogueId), eq(extras.active, true)))
    .orderBy(asc(extras.name), asc(extras.id));
}

/** The store's catalogues that show at least one active product, by name. */
export async function shopCatalogues(db: DbOrTx, storeId: number) {
  return db
    .select({ id: catalogues.id, name: catalogues.name })
    .from(catalogues)
    .where(
      and(
        eq(catalogues.storeId, storeId),
        sql`exists (select 1 from ${products} p where p.catalogue_id = ${catalogues.id} and p.active)`,
      ),
    )
    .orderBy(asc(catalogues.name), asc(catalogues.id));
}
