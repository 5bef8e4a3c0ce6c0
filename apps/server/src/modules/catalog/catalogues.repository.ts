import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import { catalogues, extras, products } from './catalog.tables.ts';
import { ofStore, ownedRows } from './owned-rows.repository.ts';

export type CatalogueRow = typeof catalogues.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;

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
