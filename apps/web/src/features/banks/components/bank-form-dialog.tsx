import Grid from '@mui/material/Grid';
import {
  ACCOUNT_TYPES,
  type Bank,
  type BankBody,
  type BankInput,
  bankBody,
  DOCUMENT_TYPES,
} from '@vitrina/contract';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { contractResolver } from '../../../lib/forms.ts';
import { settleSave } from '../../../lib/server-errors.ts';
import { type BankSide, useCreateBank, useUpdateBank } from '../api/bank.queries.ts';

type BankForm = {
  bank_name: string;
  account_type: BankInput['account_type'] | null;
  account_number: string;
  owner_full_name: string;
  owner_idenfication_type: BankInput['owner_idenfication_type'] | null;
  owner_idenfication: string;
};

const FIELDS: readonly Path<BankForm>[] = [
  'bank_name',
  'account_type',
  'account_number',
  'owner_full_name',
  'owner_idenfication_type',
  'owner_idenfication',
];

type BankFormDialogProps = { side: BankSide; bank: Bank | null; onClose: () => void };

/** Create (bank null) or edit a payment account; the same form serves stores, the platform and companies. */
export function BankFormDialog({ side, bank, onClose }: BankFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateBank(side);
  const update = useUpdateBank(side);
  const { control, handleSubmit, setError, trigger, getFieldState } = useForm<BankForm, unknown, BankBody>({
    resolver: contractResolver(bankBody),
    mode: 'all',
    defaultValues: {
      bank_name: bank?.bank_name ?? '',
      account_type: bank?.account_type ?? 'VES',
      account_number: bank?.account_number ?? '',
      owner_full_name: bank?.owner_full_name ?? '',
      owner_idenfication_type: bank?.owner_idenfication_type ?? 'V',
      owner_idenfication: bank?.owner_idenfication ?? '',
    },
  });
  // The number's rule depends on its type: re-check a number already typed when the type changes.
  const recheck = (field: 'account_number' | 'owner_idenfication') => {
    if (getFieldState(field).isTouched) void trigger(field);
  };
  const accountType = useWatch({ control, name: 'account_type' });
  const documentType = useWatch({ control, name: 'owner_idenfication_type' });

  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      bank ? update.mutateAsync({ id: bank.id, body }) : create.mutateAsync(body),
      { setError, fields: FIELDS },
      {
        successKey: bank ? 'toasts.banks.updated' : 'toasts.banks.created',
        fallbackKey: bank ? 'toasts.banks.updateFailed' : 'toasts.banks.createFailed',
        onSaved: onClose,
      },
    ),
  );

  return (
    <FormDialog
      open
      title={t(bank ? 'banks.form.editTitle' : 'banks.form.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={create.isPending || update.isPending}
    >
      <FormTextField control={control} name="bank_name" required autoFocus />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="account_type"
            required
            onPicked={() => recheck('account_number')}
            options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`banks.accountTypes.${type}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="account_number"
            required
            helperText={t(accountType === 'USD' ? 'banks.form.accountHintUsd' : 'banks.form.accountHintVes')}
          />
        </Grid>
      </Grid>
      <FormTextField control={control} name="owner_full_name" required />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="owner_idenfication_type"
            required
            onPicked={() => recheck('owner_idenfication')}
            options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`banks.documentTypes.${type}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="owner_idenfication"
            required
            helperText={t(documentType === 'V' ? 'banks.form.documentHintV' : 'banks.form.documentHintRif')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
