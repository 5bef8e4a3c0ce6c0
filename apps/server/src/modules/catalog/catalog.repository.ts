import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogues, extras, productImages, products } from './catalog.tables.ts';

export type CatalogueRow = typeof catalogues.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;

// Catalogues --------------------------------------------------------------------------------

export async function listCatalogues(db: DbOrTx, storeId: number) {
  const productCounts = db
    .select({ catalogueId: products.catalogueId, n: count().as('products_n') })
    .from(products)
    .where(eq(products.storeId, storeId))
    .groupBy(products.catalogueId)
    .as('pc');
  const extraCounts = db
    .select({ catalogueId: extras.catalogueId, n: count().as('extras_n') })
    .from(extras)
    .where(eq(extras.storeId, storeId))
    .groupBy(extras.catalogueId)
    .as('ec');
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

export async function findCatalogue(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(catalogues)
    .where(and(eq(catalogues.id, id), eq(catalogues.storeId, storeId)));
  return row;
}

export async function insertCatalogue(db: DbOrTx, storeId: number, name: string) {
  const [row] = await db.insert(catalogues).values({ storeId, name }).returning();
  return row!;
}

export async function updateCatalogue(db: DbOrTx, storeId: number, id: number, name: string) {
  const [row] = await db
    .update(catalogues)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(catalogues.id, id), eq(catalogues.storeId, storeId)))
    .returning();
  return row;
}

/** Deletes an empty catalogue; answers 'used' when products or extras still point to it. */
export async function deleteEmptyCatalogue(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .delete(catalogues)
    .where(
      and(
        eq(catalogues.id, id),
        eq(catalogues.storeId, storeId),
        sql`not exists (select 1 from ${products} where ${products.catalogueId} = ${catalogues.id})`,
        sql`not exists (select 1 from ${extras} where ${extras.catalogueId} = ${catalogues.id})`,
      ),
    )
    .returning({ id: catalogues.id });
  return row !== undefined;
}

// Products ----------------------------------------------------------------------------------

export type ProductFilter = { q?: string; catalogueId?: number; active?: boolean };

function productConditions(storeId: number, f: ProductFilter) {
  return [
    eq(products.storeId, storeId),
    f.catalogueId ? eq(products.catalogueId, f.catalogueId) : undefined,
    f.active === undefined ? undefined : eq(products.active, f.active),
    f.q
      ? sql`lower(${products.name}) like ${`%${f.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
  ];
}

/** One keyset page, newest first: the cost does not grow with the depth of the page. */
export async function pageProducts(
  db: DbOrTx,
  storeId: number,
  f: ProductFilter,
  limit: number,
  afterId?: number,
) {
  return db
    .select({ product: products, catalogueName: catalogues.name })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(and(...productConditions(storeId, f), afterId ? lt(products.id, afterId) : undefined))
    .orderBy(desc(products.id))
    .limit(limit);
}

/** Rows from `offset`, for the `?page=N` form small lists accept. */
export async function offsetProducts(
  db: DbOrTx,
  storeId: number,
  f: ProductFilter,
  limit: number,
  offset: number,
) {
  return db
    .select({ product: products, catalogueName: catalogues.name })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(and(...productConditions(storeId, f)))
    .orderBy(desc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: DbOrTx, storeId: number, f: ProductFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(...productConditions(storeId, f)));
  return Number(row?.n ?? 0);
}

export async function findProduct(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select({ product: products, catalogueName: catalogues.name })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(and(eq(products.id, id), eq(products.storeId, storeId)));
  return row;
}

export async function insertProduct(db: DbOrTx, row: typeof products.$inferInsert) {
  const [created] = await db.insert(products).values(row).returning({ id: products.id });
  return created!.id;
}

export async function updateProduct(
  db: DbOrTx,
  storeId: number,
  id: number,
  set: Partial<typeof products.$inferInsert>,
) {
  const [row] = await db
    .update(products)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .returning({ id: products.id });
  return row !== undefined;
}

export async function deleteProduct(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .returning({ id: products.id });
  return row !== undefined;
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

export async function nextImagePosition(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return Number(row?.n ?? 0);
}

export async function insertImages(db: DbOrTx, rows: (typeof productImages.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(productImages).values(rows);
}

export async function deleteImage(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, id), eq(productImages.storeId, storeId)))
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

export async function listExtras(db: DbOrTx, storeId: number) {
  return db
    .select({ extra: extras, catalogueName: catalogues.name })
    .from(extras)
    .innerJoin(catalogues, eq(catalogues.id, extras.catalogueId))
    .where(eq(extras.storeId, storeId))
    .orderBy(asc(catalogues.name), asc(extras.name), asc(extras.id));
}

export async function findExtra(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select({ extra: extras, catalogueName: catalogues.name })
    .from(extras)
    .innerJoin(catalogues, eq(catalogues.id, extras.catalogueId))
    .where(and(eq(extras.id, id), eq(extras.storeId, storeId)));
  return row;
}

export async function insertExtra(db: DbOrTx, row: typeof extras.$inferInsert) {
  const [created] = await db.insert(extras).values(row).returning({ id: extras.id });
  return created!.id;
}

export async function updateExtra(
  db: DbOrTx,
  storeId: number,
  id: number,
  set: Partial<typeof extras.$inferInsert>,
) {
  const [row] = await db
    .update(extras)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(extras.id, id), eq(extras.storeId, storeId)))
    .returning({ id: extras.id });
  return row !== undefined;
}

export async function deleteExtra(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .delete(extras)
    .where(and(eq(extras.id, id), eq(extras.storeId, storeId)))
    .returning({ id: extras.id });
  return row !== undefined;
}
