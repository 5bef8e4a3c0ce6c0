import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type TelegramSettingsBody, type TicketEvent, telegramSettingsBody } from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { toastFailure } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import { useConnectEventBot, useDisconnectEventBot } from '../api/ticket-events.queries.ts';

type TelegramForm = { telegram_user_bot: string; token: string };
const FIELDS: readonly Path<TelegramForm>[] = ['telegram_user_bot', 'token'];

/** Connects the event's own Telegram bot (user and token, the same rules as a store's), or disconnects it. */
export function EventTelegramDialog({ event, onClose }: { event: TicketEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const connect = useConnectEventBot(event.id);
  const disconnect = useDisconnectEventBot();
  const { form, onSubmit, submitting } = useSaveForm<TelegramForm, TelegramSettingsBody, unknown>({
    schema: telegramSettingsBody,
    defaultValues: { telegram_user_bot: event.telegram_user_bot ?? '', token: '' },
    fields: FIELDS,
    save: (body) => connect.mutateAsync(body),
    successKey: 'tickets.events.toasts.botConnected',
    fallbackKey: 'tickets.events.toasts.botConnectFailed',
    onSaved: onClose,
  });

  const onDisconnect = async () => {
    if (!(await confirm({ message: t('tickets.events.telegram.disconnectQuestion'), destructive: true })))
      return;
    try {
      await disconnect.mutateAsync(event.id);
      toast.success(t('tickets.events.toasts.botDisconnected'));
      onClose();
    } catch (error) {
      toastFailure(t, error, { fallbackKey: 'tickets.events.toasts.botDisconnectFailed' });
    }
  };

  return (
    <FormDialog
      open
      title={t('tickets.events.telegram.title', { name: event.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting || disconnect.isPending}
      submitText={t('tickets.events.telegram.connect')}
      after={
        event.telegram_user_bot ? (
          <Button
            color="error"
            sx={{ mt: 2 }}
            onClick={() => void onDisconnect()}
            loading={disconnect.isPending}
          >
            {t('tickets.events.telegram.disconnect')}
          </Button>
        ) : null
      }
    >
      <Typography variant="body2" color="text.secondary">
        {event.telegram_user_bot
          ? t('tickets.events.telegram.connectedTo', { bot: event.telegram_user_bot })
          : t('tickets.events.telegram.help')}
      </Typography>
      <FormTextField
        control={form.control}
        name="telegram_user_bot"
        label={t('tickets.events.telegram.botUser')}
        placeholder={t('tickets.events.telegram.botUserPlaceholder')}
        required
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="token"
        label={t('tickets.events.telegram.token')}
        required
        autoComplete="off"
        helperText={t('tickets.events.telegram.tokenHelp')}
      />
    </FormDialog>
  );
}
