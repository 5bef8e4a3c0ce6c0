import type { AdminStore } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetStoreStatus } from '../api/admin-stores.queries.ts';
import { isStoreActive } from './membership.ts';

/**
 * The server's own success message when the panel speaks Spanish (the server writes Spanish),
 * else the panel's text of the same outcome.
 */
export function useServerSuccess() {
  const { t, i18n } = useTranslation();
  return (message: string, key: string) =>
    toast.success(i18n.language.startsWith('es') && message ? message : t(key));
}

/** Suspend or activate a store, after a question (a suspended store takes no new orders). */
export function useToggleStoreStatus() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const setStatus = useSetStoreStatus();
  const success = useServerSuccess();
  const toggle = async (store: Pick<AdminStore, 'id' | 'name' | 'status_id'>) => {
    const suspending = isStoreActive(store);
    const yes = await confirm({
      title: t(suspending ? 'stores.actions.suspendTitle' : 'stores.actions.activateTitle'),
      message: t(suspending ? 'stores.actions.suspendQuestion' : 'stores.actions.activateQuestion', {
        name: store.name,
      }),
      confirmText: t(suspending ? 'stores.actions.suspend' : 'stores.actions.activate'),
      destructive: suspending,
    });
    if (!yes) return;
    try {
      const reply = await setStatus.mutateAsync({ id: store.id, status_id: suspending ? 2 : 1 });
      success(reply.message, suspending ? 'stores.toasts.suspended' : 'stores.toasts.activated');
    } catch (error) {
      toastFailure(t, error, { fallbackKey: 'stores.toasts.statusFailed' });
    }
  };
  return { toggle, pending: setStatus.isPending };
}
