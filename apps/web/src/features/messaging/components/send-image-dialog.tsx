import Typography from '@mui/material/Typography';
import type { Customer } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { useSendCustomerImage } from '#web/features/messaging/api/send.queries.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';
import { BLANK_IMAGE_MESSAGE, customerName, type ImageMessageForm, imageMessageForm } from './send-forms.ts';
import { SendImageField } from './send-image-field.tsx';
import { SendTextField } from './send-text-field.tsx';

type Props = { customer: Customer; storeId: number; onClose: () => void };

/** "Enviar imagen" to one customer: a caption and a required image (SPEC.md §5, §7). */
export function SendImageDialog({ customer, storeId, onClose }: Props) {
  const { t } = useTranslation();
  const send = useSendCustomerImage();
  const { form, onSubmit, submitting } = useSaveForm<
    ImageMessageForm,
    { message: string; image: File },
    unknown
  >({
    schema: imageMessageForm,
    defaultValues: BLANK_IMAGE_MESSAGE,
    fields: ['message', 'image'],
    save: ({ message, image }) =>
      send.mutateAsync({
        target: { customerId: customer.id, channel: customer.channel, storeId },
        text: message,
        image,
      }),
    successKey: 'toasts.messages.imageSent',
    fallbackKey: 'toasts.messages.imageFailed',
    onSaved: onClose,
  });
  const busy = submitting || send.isPending;
  return (
    <FormDialog
      open
      title={t('messaging.send.imageTitle', { name: customerName(customer) })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={busy}
      submitText={t('actions.send')}
    >
      <Typography variant="body2" color="text.secondary">
        {t(`messaging.send.via.${customer.channel}`)}
      </Typography>
      <SendImageField control={form.control} name="image" disabled={busy} />
      <SendTextField control={form.control} name="message" label={t('messaging.send.caption')} />
    </FormDialog>
  );
}
