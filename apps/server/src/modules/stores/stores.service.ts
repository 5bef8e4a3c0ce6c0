import type { Store } from '@vitrina/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/auth.service.ts';
import * as repo from './stores.repository.ts';

export function createStoresService(db: Db) {
  async function toStore(id: number): Promise<Store> {
    const found = await repo.findById(db, id);
    if (!found) throw notFound();
    const { store, statusName } = found;
    return {
      id: store.id,
      name: store.name,
      description: store.description,
      phone: store.phone,
      image: store.image,
      telegram_user_bot: store.telegramUserBot,
      web_store: store.webStore,
      templates: await repo.templatesOf(db, store.id),
      status_id: store.statusId,
      statusName: statusName ?? '',
    };
  }

  return {
    /** The store the caller owns (or works for). */
    async mine(principal: Principal): Promise<Store> {
      if (principal.storeId === null) throw notFound();
      return toStore(principal.storeId);
    },
  };
}
export type StoresService = ReturnType<typeof createStoresService>;
