import { cancelBody } from '@vitrina/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { contractResolver } from '#web/lib/forms.ts';

type CancelForm = z.input<typeof cancelBody>;

type Props = {
  saleId: number;
  open: boolean;
  submitting: boolean;
  onClose: () => void;
  /** Called with the note once it passes the contract's rules (required, at most 500). */
  onSubmit: (note: string) => void;
};

/** Cancelling a sale needs a note saying why (ARCHITECTURE.md §5); the shopper is told it. */
export function CancelSaleDialog({ saleId, open, submitting, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<CancelForm, unknown, z.output<typeof cancelBody>>({
    resolver: contractResolver(cancelBody),
    defaultValues: { note: '' },
  });
  return (
    <FormDialog
      open={open}
      title={t('sales.cancel.title', { id: saleId })}
      onClose={onClose}
      onSubmit={handleSubmit((values) => onSubmit(values.note))}
      submitting={submitting}
      submitText={t('sales.actions.cancel')}
    >
      <FormTextField
        control={control}
        name="note"
        label={t('sales.cancel.note')}
        helperText={t('sales.cancel.help')}
        multiline
        minRows={3}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
