import type { DbOrTx, Tx } from '#server/db/client.ts';
import * as repo from './stores.repository.ts';

// A store's own dollar rate, for the licences module, which owns the platform's and decides which
// is in force (licences/store-rate.service.ts).

/** A store's own bolívares per dollar and since when; null while it follows the platform's. */
export async function storeOwnRate(db: DbOrTx, storeId: number): Promise<{ rate: number; at: Date } | null> {
  const store = await repo.findById(db, storeId);
  return store?.dollarRate == null
    ? null
    : { rate: Number(store.dollarRate), at: store.dollarRateAt ?? store.updatedAt };
}

/** Sets a store's own rate (four decimals as text; null: it follows the platform's); the one it replaced. */
export const replaceStoreOwnRate = (tx: Tx, storeId: number, rate: string | null) =>
  repo.replaceOwnRate(tx, storeId, rate);
