import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog.tsx';
import type { ConfirmOptions } from './confirm-options.ts';

type Props = {
  open: boolean;
  options: ConfirmOptions;
  onAnswer: (value: boolean) => void;
  onExited: () => void;
};

/** The confirmation dialog itself (loaded on demand by ConfirmProvider). */
export default function ConfirmDialogView({ open, options, onAnswer, onExited }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const destructive = options.destructive ?? false;
  return (
    <AppDialog
      open={open}
      onClose={() => onAnswer(false)}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{options.title ?? t('dialogs.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{options.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus={destructive} color="inherit">
          {options.cancelText ?? t('dialogs.confirm.cancel')}
        </Button>
        <Button
          onClick={() => onAnswer(true)}
          autoFocus={!destructive}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
        >
          {options.confirmText ?? t('dialogs.confirm.yes')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
