import type { DbOrTx } from '#server/db/client.ts';
import { fileUrl } from '#server/lib/files.ts';
import * as repo from './stores.repository.ts';

// A store as shoppers meet it, for the shop, sales and bots (the owner's settings: stores.service.ts).

/** A store as its storefront and chat-bot show it to shoppers. */
export type StorefrontStore = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  phone: string | null;
  address: string | null;
  webStore: string | null;
  telegramUserBot: string | null;
  statusId: number;
  /** Its own time zone, or null while it keeps the platform's (config.timeZone). */
  timeZone: string | null;
};

const toStorefront = (s: repo.StoreRow): StorefrontStore => ({
  id: s.id,
  name: s.name,
  description: s.description,
  image: fileUrl(s.image),
  phone: s.phone,
  address: s.address,
  webStore: s.webStore,
  telegramUserBot: s.telegramUserBot,
  statusId: s.statusId,
  timeZone: s.timeZone,
});

/** The store of a storefront alias (any case), or undefined. */
export async function storeByWebStore(db: DbOrTx, alias: string): Promise<StorefrontStore | undefined> {
  const row = await repo.findByWebStore(db, alias);
  return row && toStorefront(row);
}

/** A store by id as shoppers see it (its bot), or undefined. */
export async function storefrontById(db: DbOrTx, id: number): Promise<StorefrontStore | undefined> {
  const row = await repo.findById(db, id);
  return row && toStorefront(row);
}
