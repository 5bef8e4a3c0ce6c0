import { SUBSCRIPTION_MONTHS_MAX, type SubscriptionBody, subscriptionBody } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldsOf } from '#web/components/use-entity-form-dialog.ts';
import { useExtendMembership } from '#web/features/platform-stores/api/admin-stores.queries.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type ExtendForm = { months: string; note: string; user: number };
const BLANK: ExtendForm = { months: '1', note: '', user: 0 };

/** The dialog's boxes as POST subscritption takes them: months a whole number, an empty note left out. */
export const extendForm = z.preprocess((raw) => {
  const form = raw as ExtendForm;
  const months = form.months.trim();
  return {
    user: form.user,
    months: months === '' ? undefined : Number(months),
    ...(form.note.trim() ? { note: form.note } : {}),
  };
}, subscriptionBody);

type Props = { storeId: number; ownerId: number; onClose: () => void };

/** "Extender membresía": 1 to 36 months and an optional note; the end date moves at once. */
export function ExtendMembershipDialog({ storeId, ownerId, onClose }: Props) {
  const { t } = useTranslation();
  const extend = useExtendMembership(storeId);
  const { form, onSubmit, submitting } = useSaveForm<ExtendForm, SubscriptionBody, unknown>({
    schema: extendForm,
    defaultValues: { ...BLANK, user: ownerId },
    fields: fieldsOf(BLANK),
    save: (body) => extend.mutateAsync(body),
    successKey: 'stores.toasts.membershipExtended',
    fallbackKey: 'stores.toasts.membershipFailed',
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      open
      title={t('stores.extend.title')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      submitText={t('stores.extend.submit')}
      maxWidth="xs"
    >
      <FormTextField
        control={control}
        name="months"
        type="number"
        required
        autoFocus
        slotProps={{ htmlInput: { min: 1, max: SUBSCRIPTION_MONTHS_MAX, step: 1, inputMode: 'numeric' } }}
        helperText={t('stores.extend.monthsHint', { max: SUBSCRIPTION_MONTHS_MAX })}
      />
      <FormTextField control={control} name="note" multiline minRows={2} />
    </FormDialog>
  );
}
