import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { catalogues, productImages, products } from './catalog.tables.ts';
import { ofStore, ownedRows } from './owned-rows.repository.ts';

export type ProductRow = typeof products.$inferSelect;
/** The image columns a product row carries along (see `productColumns`). */
export type ImageRef = Pick<typeof productImages.$inferSelect, 'id' | 'file' | 'thumb' | 'position'>;

// Products ----------------------------------------------------------------------------------

export type ProductFilter = { q?: string; catalogueId?: number; active?: boolean };

export function productConditions(storeId: number, f: ProductFilter): SQL | undefined {
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
export const productColumns = {
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
