import Chip from '@mui/material/Chip';
import type { AdminUser } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { type ListedUser, useUpdateUser } from '#web/features/platform/api/admin-users.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

export const isUserActive = (u: Pick<AdminUser, 'status_id'>) => u.status_id === 1;
const fullName = (u: Pick<AdminUser, 'name' | 'lastname'>) => `${u.name} ${u.lastname}`.trim();

/** The user's status as GET admin/status names it. */
export function UserStatusChip({ user }: { user: ListedUser }) {
  return <Chip size="small" color={isUserActive(user) ? 'success' : 'default'} label={user.statusName} />;
}

/** Deactivate (signs the user out at once) or activate an account, after a question. */
export function useToggleUserStatus() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const update = useUpdateUser();
  const toggle = async (user: AdminUser) => {
    const deactivating = isUserActive(user);
    const yes = await confirm({
      title: t(deactivating ? 'platform.users.deactivateTitle' : 'platform.users.activateTitle'),
      message: t(deactivating ? 'platform.users.deactivateQuestion' : 'platform.users.activateQuestion', {
        name: fullName(user),
      }),
      confirmText: t(deactivating ? 'platform.users.deactivate' : 'platform.users.activate'),
      destructive: deactivating,
    });
    if (!yes) return;
    try {
      await update.mutateAsync({ id: user.id, body: { status_id: deactivating ? 2 : 1 } });
      toast.success(
        t(deactivating ? 'platform.users.toasts.deactivated' : 'platform.users.toasts.activated'),
      );
    } catch (error) {
      toastFailure(t, error, { fallbackKey: 'platform.users.toasts.updateFailed' });
    }
  };
  return { toggle, pending: update.isPending };
}

export { fullName };
