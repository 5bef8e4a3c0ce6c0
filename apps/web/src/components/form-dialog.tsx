import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './dialogs/app-dialog.tsx';

type FormDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitText?: string;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Content below the form fields, outside the <form> (e.g. an image gallery with its own buttons). */
  after?: ReactNode;
};

/** A create/edit form in a dialog: fields, then cancel and save (save shows progress and blocks repeats). */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitting,
  submitText,
  children,
  maxWidth = 'sm',
  after,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  return (
    <AppDialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={onSubmit}
          aria-labelledby={titleId}
        >
          {children}
        </Stack>
        {after}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={submitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={submitting}>
          {submitText ?? t('actions.save')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
