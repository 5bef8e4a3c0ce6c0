import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { type DbOrTx, qualified } from '#server/db/client.ts';
import { catalogues, extras, productImages, products } from './catalog.tables.ts';
import { ofStore } from './owned-rows.repository.ts';
import { productColumns, productConditions } from './products.repository.ts';

// The catalogue as the storefront shows it: only active products, as shoppers see them.

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

/** Whether the store has an active product in stock (its readiness to take orders). */
export async function hasProductForSale(db: DbOrTx, storeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(productConditions(storeId, { active: true }), gt(products.quantity, 0)))
    .limit(1);
  return rows.length > 0;
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
