import type { Category } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import * as repo from './categories.repository.ts';

export function createCategoriesService(db: Db) {
  return {
    list: (): Promise<Category[]> => repo.listAll(db),
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;

/** A category's name, or null when there is no such category (for the stores module). */
export const categoryName = async (db: DbOrTx, id: number): Promise<string | null> =>
  (await repo.findName(db, id)) ?? null;
