import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TicketEvent } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { BotFields, useBotForm } from '#web/components/bot-fields.tsx';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import {
  useConnectEventBot,
  useDisconnectEventBot,
} from '#web/features/tickets/api/ticket-events.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

/** Connects the event's own Telegram bot (user and token, the same rules as a store's), or disconnects it. */
export function EventTelegramDialog({ event, onClose }: { event: TicketEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const connect = useConnectEventBot(event.id);
  const disconnect = useDisconnectEventBot();
  const { form, onSubmit, submitting } = useBotForm({
    botUser: event.telegram_user_bot,
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
      <BotFields
        control={form.control}
        texts="tickets.events.telegram"
        tokenHelp={t('tickets.events.telegram.tokenHelp')}
      />
    </FormDialog>
  );
}
