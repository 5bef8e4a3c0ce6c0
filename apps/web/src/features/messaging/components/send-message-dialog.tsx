import Typography from '@mui/material/Typography';
import type { Customer } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { useSendCustomerMessage } from '#web/features/messaging/api/send.queries.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';
import { BLANK_MESSAGE, customerName, messageForm } from './send-forms.ts';
import { SendTextField } from './send-text-field.tsx';

type Props = { customer: Customer; storeId: number; onClose: () => void };

/**
 * "Enviar mensaje" to one customer (SPEC.md §7): by the store's bot to a Telegram customer, as a
 * web push and e-mail to a web one. Mounted only while open, so every opening starts empty.
 */
export function SendMessageDialog({ customer, storeId, onClose }: Props) {
  const { t } = useTranslation();
  const send = useSendCustomerMessage();
  const { form, onSubmit, submitting } = useSaveForm({
    schema: messageForm,
    defaultValues: BLANK_MESSAGE,
    fields: ['message'],
    save: ({ message }) =>
      send.mutateAsync({
        target: { customerId: customer.id, channel: customer.channel, storeId },
        text: message,
      }),
    successKey: 'toasts.messages.messageSent',
    fallbackKey: 'toasts.messages.messageFailed',
    onSaved: onClose,
  });
  return (
    <FormDialog
      open
      title={t('messaging.send.messageTitle', { name: customerName(customer) })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting || send.isPending}
      submitText={t('actions.send')}
    >
      <Typography variant="body2" color="text.secondary">
        {t(`messaging.send.via.${customer.channel}`)}
      </Typography>
      <SendTextField control={form.control} name="message" autoFocus />
    </FormDialog>
  );
}
