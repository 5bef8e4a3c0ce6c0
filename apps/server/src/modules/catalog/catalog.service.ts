import type {
  Catalogue,
  CatalogueBody,
  Extra,
  ExtraBody,
  Page,
  Product,
  ProductBody,
  ProductImage,
  ProductListQuery,
  ProductPatch,
} from '@vitrina/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { conflict, errorTexts, invalid, notFound } from '../../lib/errors.ts';
import { type FileStore, fileUrl, type StoredImage } from '../../lib/files.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { ownStore, storeOf } from '../../lib/tenancy.ts';
import type { Principal } from '../auth/auth.service.ts';
import * as repo from './catalog.repository.ts';

export const MAX_IMAGES_PER_PRODUCT = 10;
const productCursor = z.object({ id: z.number().int() });

const toImage = (row: repo.ImageRow): ProductImage => ({
  id: row.id,
  url: fileUrl(row.file)!,
  thumb_url: fileUrl(row.thumb)!,
  position: row.position,
});

function toProduct(
  row: { product: repo.ProductRow; catalogueName: string },
  images: repo.ImageRow[],
): Product {
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
    images: images.filter((i) => i.productId === p.id).map(toImage),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

const toExtra = (row: { extra: repo.ExtraRow; catalogueName: string }): Extra => ({
  id: row.extra.id,
  catalogue_id: row.extra.catalogueId,
  catalogueName: row.catalogueName,
  name: row.extra.name,
  price: fromCents(row.extra.priceCents),
  active: row.extra.active,
});

export function createCatalogService(db: Db, files: FileStore) {
  async function catalogueOf(tx: DbOrTx, storeId: number, id: number) {
    const found = await repo.findCatalogue(tx, storeId, id);
    if (!found) throw notFound(errorTexts.catalogueNotFound);
    return found;
  }

  /** A catalogue named in a body: one of another store reads as a bad field, not a 404. */
  async function catalogueField(tx: DbOrTx, storeId: number, id: number) {
    if (!(await repo.findCatalogue(tx, storeId, id)))
      throw invalid({ catalogue_id: [errorTexts.catalogueNotFound] });
  }

  async function product(tx: DbOrTx, storeId: number, id: number): Promise<Product> {
    const row = await repo.findProduct(tx, storeId, id);
    if (!row) throw notFound();
    return toProduct(row, await repo.imagesOf(tx, [id]));
  }

  async function extra(tx: DbOrTx, storeId: number, id: number): Promise<Extra> {
    const row = await repo.findExtra(tx, storeId, id);
    if (!row) throw notFound();
    return toExtra(row);
  }

  return {
    // Catalogues
    async listCatalogues(principal: Principal, storeId: number): Promise<Catalogue[]> {
      const rows = await repo.listCatalogues(db, ownStore(principal, storeId));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        products_count: r.productsCount,
        extras_count: r.extrasCount,
      }));
    },
    async createCatalogue(principal: Principal, storeId: number, body: CatalogueBody): Promise<Catalogue> {
      const row = await repo.insertCatalogue(db, ownStore(principal, storeId), body.name);
      return { id: row.id, name: row.name, products_count: 0, extras_count: 0 };
    },
    async updateCatalogue(principal: Principal, id: number, body: CatalogueBody) {
      const row = await repo.updateCatalogue(db, storeOf(principal), id, body.name);
      if (!row) throw notFound();
      return { id: row.id, name: row.name };
    },
    async deleteCatalogue(principal: Principal, id: number): Promise<void> {
      const storeId = storeOf(principal);
      await catalogueOf(db, storeId, id);
      if (!(await repo.deleteEmptyCatalogue(db, storeId, id))) throw conflict(errorTexts.catalogueInUse);
    },

    // Products
    async listProducts(principal: Principal, storeId: number, q: ProductListQuery): Promise<Page<Product>> {
      ownStore(principal, storeId);
      const filter = {
        q: q.q || undefined,
        catalogueId: q.catalogue_id,
        active: q.active === undefined ? undefined : q.active === 'true',
      };
      const after = decodeCursor(q.cursor, productCursor);
      // One row more than the page tells whether there is a next page.
      const rows =
        q.page && !q.cursor
          ? await repo.offsetProducts(db, storeId, filter, q.per_page + 1, (q.page - 1) * q.per_page)
          : await repo.pageProducts(db, storeId, filter, q.per_page + 1, after?.id);
      const pageRows = rows.slice(0, q.per_page);
      const images = await repo.imagesOf(
        db,
        pageRows.map((r) => r.product.id),
      );
      const last = pageRows.at(-1);
      return {
        data: pageRows.map((r) => toProduct(r, images)),
        meta: {
          per_page: q.per_page,
          total: await repo.countProducts(db, storeId, filter),
          next_cursor: rows.length > q.per_page && last ? encodeCursor({ id: last.product.id }) : null,
        },
      };
    },
    getProduct: (principal: Principal, id: number) => product(db, storeOf(principal), id),
    async createProduct(principal: Principal, catalogueId: number, body: ProductBody): Promise<Product> {
      const storeId = storeOf(principal);
      await catalogueOf(db, storeId, catalogueId);
      const id = await repo.insertProduct(db, {
        storeId,
        catalogueId,
        name: body.name,
        description: body.description,
        priceCents: toCents(body.price),
        quantity: body.quantity,
        active: body.active,
      });
      return product(db, storeId, id);
    },
    async updateProduct(principal: Principal, id: number, body: ProductPatch): Promise<Product> {
      const storeId = storeOf(principal);
      return db.transaction(async (tx) => {
        if (body.catalogue_id !== undefined) await catalogueField(tx, storeId, body.catalogue_id);
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
      const images = await repo.imagesOf(db, [id]);
      if (!(await repo.deleteProduct(db, storeId, id))) throw notFound();
      await files.remove(...images.flatMap((i) => [i.file, i.thumb]));
    },

    // Images
    async listImages(principal: Principal, productId: number): Promise<ProductImage[]> {
      return (await product(db, storeOf(principal), productId)).images;
    },
    async addImages(principal: Principal, productId: number, uploads: Buffer[]): Promise<ProductImage[]> {
      const storeId = storeOf(principal);
      const current = await product(db, storeId, productId);
      if (uploads.length === 0) throw invalid({ images: [errorTexts.imageRequired] });
      if (current.images.length + uploads.length > MAX_IMAGES_PER_PRODUCT) {
        throw invalid({ images: [errorTexts.tooManyImages] });
      }
      const stored: StoredImage[] = [];
      try {
        for (const bytes of uploads) stored.push(await files.saveImage(bytes, 'images'));
        await db.transaction(async (tx) => {
          const start = await repo.nextImagePosition(tx, productId);
          await repo.insertImages(
            tx,
            stored.map((s, i) => ({ productId, storeId, position: start + i, ...s })),
          );
        });
      } catch (err) {
        // Nothing half-saved: files written before a failure are removed again.
        await files.remove(...stored.flatMap((s) => [s.file, s.thumb]));
        throw err;
      }
      return (await product(db, storeId, productId)).images;
    },
    async reorderImages(principal: Principal, productId: number, order: number[]): Promise<ProductImage[]> {
      const storeId = storeOf(principal);
      const current = await product(db, storeId, productId);
      const ids = current.images.map((i) => i.id).sort((a, b) => a - b);
      if (order.length !== ids.length || [...order].sort((a, b) => a - b).some((id, i) => id !== ids[i])) {
        throw invalid({ order: [errorTexts.imageOrder] });
      }
      await db.transaction(async (tx) => {
        for (const [position, imageId] of order.entries())
          await repo.setImagePosition(tx, productId, imageId, position);
      });
      return (await product(db, storeId, productId)).images;
    },
    async deleteImage(principal: Principal, imageId: number): Promise<void> {
      const row = await repo.deleteImage(db, storeOf(principal), imageId);
      if (!row) throw notFound();
      await files.remove(row.file, row.thumb);
    },

    // Extras
    async listExtras(principal: Principal, storeId: number): Promise<Extra[]> {
      return (await repo.listExtras(db, ownStore(principal, storeId))).map(toExtra);
    },
    async createExtra(principal: Principal, catalogueId: number, body: ExtraBody): Promise<Extra> {
      const storeId = storeOf(principal);
      await catalogueOf(db, storeId, catalogueId);
      const id = await repo.insertExtra(db, {
        storeId,
        catalogueId,
        name: body.name,
        priceCents: toCents(body.price),
        active: body.active,
      });
      return extra(db, storeId, id);
    },
    async updateExtra(
      principal: Principal,
      id: number,
      body: Partial<ExtraBody> & { catalogue_id?: number },
    ): Promise<Extra> {
      const storeId = storeOf(principal);
      return db.transaction(async (tx) => {
        if (body.catalogue_id !== undefined) await catalogueField(tx, storeId, body.catalogue_id);
        const updated = await repo.updateExtra(tx, storeId, id, {
          name: body.name,
          priceCents: body.price === undefined ? undefined : toCents(body.price),
          active: body.active,
          catalogueId: body.catalogue_id,
        });
        if (!updated) throw notFound();
        return extra(tx, storeId, id);
      });
    },
    async deleteExtra(principal: Principal, id: number): Promise<void> {
      if (!(await repo.deleteExtra(db, storeOf(principal), id))) throw notFound();
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
