import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { productImages } from './catalog.tables.ts';
import { ofStore } from './owned-rows.repository.ts';

export type ImageRow = typeof productImages.$inferSelect;

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
