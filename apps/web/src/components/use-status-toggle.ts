import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirm } from './dialogs/confirm-dialog.tsx';

/** What a status mutation takes: suspend (2) or activate (1). */
export type StatusChange = { id: number; status_id: 1 | 2 };

/**
 * Suspend or activate a row (a store, a delivery company) after a question; suspending is the
 * destructive direction. The texts are `<questions>.suspendTitle`, `.suspendQuestion` (with
 * `{ name }`) and `.suspend` (likewise `activate…`), and the toasts `<toasts>.suspended`,
 * `.activated` and `.statusFailed`. The success toast is the server's own message when the panel
 * speaks Spanish (the server writes Spanish) and the reply carries one.
 */
export function useStatusToggle<Row extends { id: number; name: string }>(
  isActive: (row: Row) => boolean,
  setStatus: UseMutationResult<unknown, Error, StatusChange>,
  keys: { questions: string; toasts: string },
) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const toggle = async (row: Row) => {
    const suspending = isActive(row);
    const verb = suspending ? 'suspend' : 'activate';
    const yes = await confirm({
      title: t(`${keys.questions}.${verb}Title`),
      message: t(`${keys.questions}.${verb}Question`, { name: row.name }),
      confirmText: t(`${keys.questions}.${verb}`),
      destructive: suspending,
    });
    if (!yes) return;
    try {
      const reply = await setStatus.mutateAsync({ id: row.id, status_id: suspending ? 2 : 1 });
      const done = t(`${keys.toasts}.${suspending ? 'suspended' : 'activated'}`);
      toast.success(i18n.language.startsWith('es') && serverMessage(reply) ? serverMessage(reply) : done);
    } catch (error) {
      toastFailure(t, error, { fallbackKey: `${keys.toasts}.statusFailed` });
    }
  };
  return { toggle, pending: setStatus.isPending };
}

function serverMessage(reply: unknown): string {
  const message = (reply as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}
