import { type Store, storefrontUrl } from '@vitrina/contract';

type StorefrontFields = Pick<Store, 'web_store' | 'store_host'>;

/**
 * The host web stores live on: the one the server names (STORE_HOST, PUBLIC_URL), else the
 * address this panel was opened from, which serves them too; undefined when the stored copy of
 * the store predates `store_host` (it refreshes on sign-in).
 */
const hostOf = (store: Pick<Store, 'store_host'>): string | undefined =>
  store.store_host === undefined ? undefined : (store.store_host ?? window.location.origin);

/** A store's web storefront; null while the store has no alias (or its host is not known yet). */
export function storefrontOf(store: StorefrontFields): string | null {
  const host = hostOf(store);
  return store.web_store && host ? storefrontUrl(host, store.web_store) : null;
}

/** What stands before the alias, as the alias box shows it: host and path, no scheme. */
export function storefrontPrefix(store: Pick<Store, 'store_host'>): string {
  return storefrontUrl(hostOf(store) ?? '', '').replace(/^https?:\/\//, '');
}
