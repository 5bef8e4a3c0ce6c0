import { type StoredSession, useSession } from './session.ts';

/**
 * The store the signed-in owner or cashier acts on: the loaded store's id, else the user's
 * `store_id` (a cashier has no store object); 0 when there is none, which the server refuses.
 * The server checks it again on every call, so this only picks the URL.
 */
export function storeIdOf(session: StoredSession | null): number {
  return session?.store?.id ?? session?.user.store_id ?? 0;
}

export function useStoreId(): number {
  return storeIdOf(useSession());
}
