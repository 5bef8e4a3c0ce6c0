import {
  ACCOUNT_TYPES,
  type Bank,
  type BankBody,
  type BankInput,
  bankBody,
  DOCUMENT_TYPES,
} from '@vitrina/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { fieldsOf, formDefaults, useEntityFormDialog } from '../../../components/use-entity-form-dialog.ts';
import { type BankSide, useCreateBank, useUpdateBank } from '../api/bank.queries.ts';

type BankForm = {
  bank_name: string;
  account_type: BankInput['account_type'] | null;
  account_number: string;
  owner_full_name: string;
  owner_idenfication_type: BankInput['owner_idenfication_type'] | null;
  owner_idenfication: string;
};

const BLANK: BankForm = {
  bank_name: '',
  account_type: 'VES',
  account_number: '',
  owner_full_name: '',
  owner_idenfication_type: 'V',
  owner_idenfication: '',
};

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
    fields: fieldsOf(BLANK),
    save: (body) => (bank ? update.mutateAsync({ id: bank.id, body }) : create.mutateAsync(body)),
    onClose,
    defaultValues: formDefaults(bank, BLANK),
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
      <FormRow sm={[4, 8]}>
        <FormSelectField
          control={control}
          name="account_type"
          required
          onPicked={() => recheck('account_number')}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`banks.accountTypes.${type}`) }))}
        />
        <FormTextField
          control={control}
          name="account_number"
          required
          helperText={t(accountType === 'USD' ? 'banks.form.accountHintUsd' : 'banks.form.accountHintVes')}
        />
      </FormRow>
      <FormTextField control={control} name="owner_full_name" required />
      <FormRow sm={[4, 8]}>
        <FormSelectField
          control={control}
          name="owner_idenfication_type"
          required
          onPicked={() => recheck('owner_idenfication')}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`banks.documentTypes.${type}`) }))}
        />
        <FormTextField
          control={control}
          name="owner_idenfication"
          required
          helperText={t(documentType === 'V' ? 'banks.form.documentHintV' : 'banks.form.documentHintRif')}
        />
      </FormRow>
    </FormDialog>
  );
}
