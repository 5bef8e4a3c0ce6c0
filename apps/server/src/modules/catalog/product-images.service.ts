import type { ProductImage } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { errorTexts, invalid, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import type { FileStore, StoredImage } from '#server/modules/storage/file-store.ts';
import * as repo from './product-images.repository.ts';
import { lockProduct } from './products.repository.ts';
import { product } from './products.service.ts';

export const MAX_IMAGES_PER_PRODUCT = 10;

/** Pictures of a product: at most 10, each stored with a resized copy for lists. */
export function createProductImagesService(db: Db, files: FileStore) {
  return {
    async listImages(principal: Principal, productId: number): Promise<ProductImage[]> {
      return (await product(db, storeOf(principal), productId)).images;
    },

    /**
     * Adds pictures. The files are written first (resizing is slow and must not hold a lock);
     * the count and the insert then run under a lock on the product row, so simultaneous uploads
     * queue there and never leave more than 10. Files of a refused upload are removed again.
     */
    async addImages(principal: Principal, productId: number, uploads: Buffer[]): Promise<ProductImage[]> {
      const storeId = storeOf(principal);
      await product(db, storeId, productId);
      if (uploads.length === 0) throw invalid({ images: [errorTexts.imageRequired] });
      if (uploads.length > MAX_IMAGES_PER_PRODUCT) throw invalid({ images: [errorTexts.tooManyImages] });
      const stored: StoredImage[] = [];
      try {
        for (const bytes of uploads) stored.push(await files.saveImage(bytes, 'images'));
        return await db.transaction(async (tx) => {
          if (!(await lockProduct(tx, storeId, productId))) throw notFound();
          const current = await repo.countImages(tx, productId);
          if (current.count + stored.length > MAX_IMAGES_PER_PRODUCT) {
            throw invalid({ images: [errorTexts.tooManyImages] });
          }
          await repo.insertImages(
            tx,
            stored.map((s, i) => ({ productId, storeId, position: current.nextPosition + i, ...s })),
          );
          return (await product(tx, storeId, productId)).images;
        });
      } catch (err) {
        await files.remove(...stored.flatMap((s) => [s.file, s.thumb]));
        throw err;
      }
    },

    async reorderImages(principal: Principal, productId: number, order: number[]): Promise<ProductImage[]> {
      const storeId = storeOf(principal);
      const current = await product(db, storeId, productId);
      const ids = current.images.map((i) => i.id).sort((a, b) => a - b);
      if (order.length !== ids.length || [...order].sort((a, b) => a - b).some((id, i) => id !== ids[i])) {
        throw invalid({ order: [errorTexts.imageOrder] });
      }
      return db.transaction(async (tx) => {
        for (const [position, imageId] of order.entries())
          await repo.setImagePosition(tx, productId, imageId, position);
        return (await product(tx, storeId, productId)).images;
      });
    },

    async deleteImage(principal: Principal, imageId: number): Promise<void> {
      const row = await repo.deleteImage(db, storeOf(principal), imageId);
      if (!row) throw notFound();
      await files.remove(row.file, row.thumb);
    },
  };
}
