import type { DbOrTx } from '#server/db/client.ts';
import * as repo from './shipments.repository.ts';

// What other modules (the sales' shipments and sale page) ask of delivery about a shipment.

/** Delivery companies' names by id. */
export async function companyNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.companyNamesById(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether the store is linked to the company now (new work is only taken from linked stores). */
export const storeLinkedTo = (db: DbOrTx, storeId: number, companyId: number) =>
  repo.linkExists(db, storeId, companyId);

/** Ids of the stores linked to the company. */
export const linkedStoreIdsOf = (db: DbOrTx, companyId: number) => repo.linkedStoreIds(db, companyId);
