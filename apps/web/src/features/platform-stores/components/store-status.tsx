import type { AdminStore } from '@vitrina/contract';
import { useStatusToggle } from '#web/components/use-status-toggle.ts';
import { useSetStoreStatus } from '#web/features/platform-stores/api/admin-stores.queries.ts';
import { isStoreActive } from './membership.ts';

/** Suspend or activate a store, after a question (a suspended store takes no new orders). */
export function useToggleStoreStatus() {
  return useStatusToggle<Pick<AdminStore, 'id' | 'name' | 'status_id'>>(isStoreActive, useSetStoreStatus(), {
    questions: 'stores.actions',
    toasts: 'stores.toasts',
  });
}
