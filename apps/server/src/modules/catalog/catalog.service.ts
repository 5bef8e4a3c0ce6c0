import type { Db, DbOrTx } from '#server/db/client.ts';
import { fileUrl } from '#server/lib/files.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import * as cataloguesRepo from './catalogues.repository.ts';
import { createCataloguesService } from './catalogues.service.ts';
import { createProductImagesService } from './product-images.service.ts';
import * as productsRepo from './products.repository.ts';
import { createProductsService } from './products.service.ts';
import * as shopRepo from './shop-catalog.repository.ts';

/** The catalogue screens' service: catalogues and extras, products, their images. */
export function createCatalogService(db: Db, files: FileStore) {
  return {
    ...createCataloguesService(db),
    ...createProductsService(db, files),
    ...createProductImagesService(db, files),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;

// What other modules may ask of the catalogue. Functions that take `tx` run inside the
// caller's transaction, so a sale takes its stock and records itself all or nothing.

/** Takes units of an active product if that many are in stock; answers the product as sold. */
export const takeStock = (tx: DbOrTx, storeId: number, productId: number, quantity: number) =>
  productsRepo.takeStock(tx, storeId, productId, quantity);

/** Puts back the units of a cancelled or rejected sale (lines of deleted products are skipped). */
export async function returnStock(tx: DbOrTx, lines: { productId: number | null; quantity: number }[]) {
  for (const line of lines)
    if (line.productId !== null) await productsRepo.returnStock(tx, line.productId, line.quantity);
}

/** The active extras among `ids` offered with that product of the store, with their current prices. */
export const activeExtras = (tx: DbOrTx, storeId: number, productId: number, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : cataloguesRepo.activeExtras(tx, storeId, productId, ids);

/** Current names of products of the store, by id. */
export async function productNames(db: DbOrTx, storeId: number, ids: number[]): Promise<Map<number, string>> {
  return new Map((await productsRepo.productNames(db, storeId, ids)).map((p) => [p.id, p.name]));
}

/** How many products a store has. */
export const productCountOf = (db: DbOrTx, storeId: number) => productsRepo.countProductsOfStore(db, storeId);

/** A product as a promotion shows it (its first picture's stored name), or undefined when not the store's. */
export async function productForPromotion(db: DbOrTx, storeId: number, id: number) {
  const row = await productsRepo.findProduct(db, storeId, id);
  if (!row) return undefined;
  const { id: productId, name, description, priceCents, active } = row.product;
  return { id: productId, name, description, priceCents, active, image: row.images[0]?.file ?? null };
}

/** Ids of the products of a catalogue of the store. */
export const productIdsOfCatalogue = (db: DbOrTx, storeId: number, catalogueId: number) =>
  productsRepo.productIdsOfCatalogue(db, storeId, catalogueId);

// The storefront (the shop module): only active products, as shoppers see them.

/** A keyset page of the store's active products (by catalogue or name), newest first. */
export async function shopProductsPage(
  db: DbOrTx,
  storeId: number,
  f: { catalogueId?: number; q?: string },
  limit: number,
  afterId?: number,
) {
  const rows = await shopRepo.pageShopProducts(db, storeId, f, limit, afterId);
  return rows.map((r) => ({ ...r, thumb: fileUrl(r.thumb) }));
}

/** An active product of the store with its pictures and its active extras, or undefined. */
export async function shopProductDetail(db: DbOrTx, storeId: number, id: number) {
  const row = await shopRepo.findActiveProduct(db, storeId, id);
  if (!row) return undefined;
  const extras = await shopRepo.activeExtrasOfCatalogue(db, storeId, row.product.catalogueId);
  return {
    id: row.product.id,
    name: row.product.name,
    description: row.product.description,
    priceCents: row.product.priceCents,
    quantity: row.product.quantity,
    catalogueId: row.product.catalogueId,
    images: row.images.map((i) => ({ url: fileUrl(i.file)!, thumb: fileUrl(i.thumb)! })),
    extras,
  };
}

/** Active products of the store among `ids`: name, price, stock (a cart checked before the sale). */
export const activeProductsOf = (db: DbOrTx, storeId: number, ids: number[]) =>
  shopRepo.activeProducts(db, storeId, [...new Set(ids)]);

/** The store's catalogues with at least one active product, by name. */
/** Whether the store has an active product in stock. */
export const hasProductForSale = (db: DbOrTx, storeId: number) => shopRepo.hasProductForSale(db, storeId);

export const shopCataloguesOf = (db: DbOrTx, storeId: number) => shopRepo.shopCatalogues(db, storeId);
