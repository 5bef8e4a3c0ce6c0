import { type Store, storefrontUrl } from '@vitrina/contract';

type StorefrontFields = Pick<Store, 'web_store' | 'store_host'>;

/**
 * A store's web storefront, on the host the server names (STORE_HOST); null while the store has
 * no alias, or when the stored copy of the store predates `store_host` (it refreshes on sign-in).
 */
export function storefrontOf(store: StorefrontFields): string | null {
  return store.web_store && store.store_host ? storefrontUrl(store.store_host, store.web_store) : null;
}

/** What stands before the alias, as the alias box shows it: host and path, no scheme. */
export function storefrontPrefix(store: Pick<Store, 'store_host'>): string {
  return storefrontUrl(store.store_host, '').replace(/^https?:\/\//, '');
}
