import Grid from '@mui/material/Grid';
import {
  ACCOUNT_TYPES,
  type Bank,
  type BankBody,
  type BankInput,
  bankBody,
  DOCUMENT_TYPES,
} from '@vitrina/contract';
import { type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useEntityFormDialog } from '../../../components/use-entity-form-dialog.ts';
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
  const { form, dialog } = useEntityFormDialog<BankForm, BankBody, Bank>({
    editing: !!bank,
    createTitleKey: 'banks.form.createTitle',
    editTitleKey: 'banks.form.editTitle',
    toasts: 'banks',
    schema: bankBody,
    fields: FIELDS,
    save: (body) => (bank ? update.mutateAsync({ id: bank.id, body }) : create.mutateAsync(body)),
    onClose,
    defaultValues: {
      bank_name: bank?.bank_name ?? '',
      account_type: bank?.account_type ?? 'VES',
      account_number: bank?.account_number ?? '',
      owner_full_name: bank?.owner_full_name ?? '',
      owner_idenfication_type: bank?.owner_idenfication_type ?? 'V',
      owner_idenfication: bank?.owner_idenfication ?? '',
    },
  });
  const { control, trigger, getFieldState } = form;
  // The number's rule depends on its type: re-check a number already typed when the type changes.
  const recheck = (field: 'account_number' | 'owner_idenfication') => {
    if (getFieldState(field).isTouched) void trigger(field);
  };
  const accountType = useWatch({ control, name: 'account_type' });
  const documentType = useWatch({ control, name: 'owner_idenfication_type' });

  return (
    <FormDialog {...dialog}>
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
