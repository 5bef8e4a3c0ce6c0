import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminBroadcastBody, adminBroadcastBody, BROADCAST_MAX_LENGTH } from '@vitrina/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { AppDialog } from '#web/components/dialogs/app-dialog.tsx';
import { useSendAdminBroadcast } from '#web/features/messaging/api/broadcast.queries.ts';
import { capitalize } from '#web/lib/format.ts';
import { contractResolver, fieldErrorText } from '#web/lib/forms.ts';
import { toast } from '#web/lib/toast.ts';

type Form = { text: string };

/**
 * The admin's "send message to all clients" dialog (SPEC.md §2): 800 px wide, a textarea with a
 * character counter, required and at most 240 characters, checked on input and on blur. Once
 * sent, the campaign's report opens.
 */
export function BroadcastDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendAdminBroadcast();
  const navigate = useNavigate();
  const titleId = useId();
  const counterId = useId();
  const { control, handleSubmit, reset, watch } = useForm<Form, unknown, AdminBroadcastBody>({
    defaultValues: { text: '' },
    mode: 'all',
    resolver: contractResolver(adminBroadcastBody),
  });
  const length = Array.from(watch('text') ?? '').length;

  const close = () => {
    if (send.isPending) return;
    onClose();
  };

  const submit = handleSubmit(async (body) => {
    try {
      const reply = await send.mutateAsync(body);
      toast.success(t('toasts.messages.messageSent'));
      onClose();
      // Every owner's delivery is reported: the campaign's page shows it fill.
      if (reply.campaign_id !== undefined)
        await navigate(pathTo('campaignDetails', { id: reply.campaign_id }));
    } catch {
      toast.error(t('toasts.messages.messageFailed'));
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={close}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      // The form starts empty every time the dialog opens again.
      slotProps={{ transition: { onExited: () => reset() }, paper: { sx: { maxWidth: 800 } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('dialogs.broadcast.title')}</DialogTitle>
        <DialogContent>
          <Controller
            control={control}
            name="text"
            render={({ field, fieldState }) => {
              const error = fieldErrorText(t, 'message', fieldState.error);
              return (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  autoFocus
                  multiline
                  minRows={5}
                  fullWidth
                  margin="dense"
                  label={capitalize(t('fields.message'))}
                  error={!!fieldState.error}
                  helperText={error ?? t('dialogs.broadcast.help')}
                  slotProps={{ htmlInput: { 'aria-describedby': counterId } }}
                />
              );
            }}
          />
          <Typography
            component="p"
            id={counterId}
            variant="caption"
            sx={{
              display: 'block',
              textAlign: 'end',
              color: length > BROADCAST_MAX_LENGTH ? 'error.main' : 'text.secondary',
            }}
          >
            {t('dialogs.broadcast.counter', { count: length, max: BROADCAST_MAX_LENGTH })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit" disabled={send.isPending}>
            {t('actions.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending}
            startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {send.isPending ? t('dialogs.broadcast.sending') : t('actions.send')}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
