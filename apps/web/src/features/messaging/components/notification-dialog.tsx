import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '#web/components/dialogs/app-dialog.tsx';
import {
  PushPermissionRejected,
  pushSupported,
  useSubscribeDevice,
} from '#web/features/messaging/api/push.queries.ts';
import { toast } from '#web/lib/toast.ts';

type Props = { open: boolean; onClose: () => void };

/**
 * Asks a store owner whether this device should receive notifications (SPEC.md §2). When the
 * browser has already refused, or cannot show notifications, there is nothing to accept: the
 * dialog only says so, its confirm button reads "close" and the No button is hidden.
 */
export function NotificationDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const subscribe = useSubscribeDevice();
  const titleId = useId();
  const messageId = useId();
  const blocked = !pushSupported() || Notification.permission === 'denied';
  const confirmText = blocked ? t('actions.close') : t('dialogs.notifications.confirm');
  const showNo = confirmText !== t('actions.close');

  const confirm = async () => {
    if (blocked) {
      onClose();
      return;
    }
    try {
      await subscribe.mutateAsync();
      toast.success(t('toasts.push.subscribed'));
      onClose();
    } catch (error) {
      toast.error(
        error instanceof PushPermissionRejected ? t('toasts.messages.pushRejected') : t('toasts.push.failed'),
      );
      onClose();
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={subscribe.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('dialogs.notifications.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {blocked ? t('dialogs.notifications.blocked') : t('dialogs.notifications.message')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {showNo ? (
          <Button onClick={onClose} color="inherit" disabled={subscribe.isPending}>
            {t('dialogs.notifications.no')}
          </Button>
        ) : null}
        <Button
          onClick={() => void confirm()}
          variant="contained"
          autoFocus
          disabled={subscribe.isPending}
          startIcon={subscribe.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmText}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
