import type {
  Page,
  Product,
  ProductBody,
  ProductImage,
  ProductListQuery,
  ProductPatch,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { decodeCursor } from '#server/lib/cursor.ts';
import { notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { idTotalCursor, keysetSlice } from '#server/lib/keyset.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
import { deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { addToCatalogue, lockedCatalogue } from './catalogues.service.ts';
import * as repo from './products.repository.ts';

const toImage = (row: repo.ImageRef): ProductImage => ({
  id: row.id,
  url: fileUrl(row.file)!,
  thumb_url: fileUrl(row.thumb)!,
  position: row.position,
});

function toProduct(row: {
  product: repo.ProductRow;
  catalogueName: string;
  images: repo.ImageRef[];
}): Product {
  const p = row.product;
  return {
    id: p.id,
    catalogue_id: p.catalogueId,
    catalogueName: row.catalogueName,
    name: p.name,
    description: p.description,
    price: fromCents(p.priceCents),
    quantity: p.quantity,
    active: p.active,
    images: row.images.map(toImage),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** A product of the store with its catalogue's name and images; 404 when there is none. */
export async function product(tx: DbOrTx, storeId: number, id: number): Promise<Product> {
  const row = await repo.findProduct(tx, storeId, id);
  if (!row) throw notFound();
  return toProduct(row);
}

/** Products of a store: list, read, create, change and delete (their pictures: product-images). */
export function createProductsService(db: Db, files: FileStore) {
  return {
    async listProducts(principal: Principal, storeId: number, q: ProductListQuery): Promise<Page<Product>> {
      ownStore(principal, storeId);
      const filter = {
        q: q.q || undefined,
        catalogueId: q.catalogue_id,
        active: q.active === undefined ? undefined : q.active === 'true',
      };
      const after = decodeCursor(q.cursor, idTotalCursor);
      const offset = q.page && !q.cursor ? (q.page - 1) * q.per_page : undefined;
      // One row more than the page tells whether there is a next page.
      const rows = await repo.pageProducts(db, storeId, filter, q.per_page + 1, {
        afterId: after?.id,
        offset,
        withTotal: !after,
      });
      // The first page's statement carries the count; only a page past the end asks again.
      const total =
        after?.t ?? rows[0]?.total ?? (offset ? await repo.countProducts(db, storeId, filter) : 0);
      const page = keysetSlice(rows, q.per_page, { total, capped: !!after }, (r) => r.product.id);
      return { data: page.rows.map(toProduct), meta: page.meta };
    },

    getProduct: (principal: Principal, id: number) => product(db, storeOf(principal), id),

    createProduct: (principal: Principal, catalogueId: number, body: ProductBody): Promise<Product> =>
      addToCatalogue(
        db,
        storeOf(principal),
        catalogueId,
        (tx, owner) =>
          repo.insertProduct(tx, {
            ...owner,
            name: body.name,
            description: body.description,
            priceCents: toCents(body.price),
            quantity: body.quantity,
            active: body.active,
          }),
        product,
      ),

    async updateProduct(principal: Principal, id: number, body: ProductPatch): Promise<Product> {
      const storeId = storeOf(principal);
      return db.transaction(async (tx) => {
        if (body.catalogue_id !== undefined) await lockedCatalogue(tx, storeId, body.catalogue_id, 'field');
        const updated = await repo.updateProduct(tx, storeId, id, {
          name: body.name,
          description: body.description,
          priceCents: body.price === undefined ? undefined : toCents(body.price),
          quantity: body.quantity,
          active: body.active,
          catalogueId: body.catalogue_id,
        });
        if (!updated) throw notFound();
        return product(tx, storeId, id);
      });
    },

    async deleteProduct(principal: Principal, id: number): Promise<void> {
      const storeId = storeOf(principal);
      const found = await repo.findProduct(db, storeId, id);
      if (!found) throw notFound();
      await db.transaction(async (tx) => {
        const row = await repo.deleteProduct(tx, storeId, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actor: principal,
          kind: 'product.delete',
          entity: 'product',
          entityId: id,
          storeId,
          changes: deletedFields(
            {
              name: row.name,
              price: fromCents(row.priceCents),
              quantity: row.quantity,
              catalogue_id: row.catalogueId,
            },
            ['name', 'price', 'quantity', 'catalogue_id'],
          ),
        });
      });
      await files.remove(...found.images.flatMap((i) => [i.file, i.thumb]));
    },
  };
}
