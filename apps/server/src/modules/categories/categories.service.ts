import type { Category } from '@vitrina/contract';
import type { Db } from '../../db/client.ts';
import * as repo from './categories.repository.ts';

export function createCategoriesService(db: Db) {
  return {
    list: (): Promise<Category[]> => repo.listAll(db),
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
