import { ACCOUNT_TYPES, type AccountType, DOCUMENT_TYPES, type DocumentType } from '@vitrina/contract';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow } from './form-row.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { FormTextField } from './form-text-field.tsx';

/** The form values of a payment account (the contract's bankAccountFields), as typed. */
export type BankAccountFormValues = {
  bank_name: string;
  account_type: AccountType | null;
  account_number: string;
  owner_full_name: string;
  owner_idenfication_type: DocumentType | null;
  owner_idenfication: string;
};

export const BLANK_BANK_ACCOUNT: BankAccountFormValues = {
  bank_name: '',
  account_type: 'VES',
  account_number: '',
  owner_full_name: '',
  owner_idenfication_type: 'V',
  owner_idenfication: '',
};

/**
 * The fields of a payment account, in every form that takes one (a store's banks, a company's,
 * the platform's, a ticket seller's accounts): the number's and the document's hints follow
 * their type, and a number already typed is checked again when its type changes.
 */
export function BankAccountFields<T extends FieldValues & BankAccountFormValues, TOut extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>;
}) {
  const { t } = useTranslation();
  const { control, trigger, getFieldState } = form;
  const name = (field: keyof BankAccountFormValues) => field as Path<T>;
  const recheck = (field: 'account_number' | 'owner_idenfication') => {
    if (getFieldState(name(field)).isTouched) void trigger(name(field));
  };
  const accountType = useWatch({ control, name: name('account_type') });
  const documentType = useWatch({ control, name: name('owner_idenfication_type') });

  return (
    <>
      <FormTextField control={control} name={name('bank_name')} required autoFocus />
      <FormRow sm={[4, 8]}>
        <FormSelectField
          control={control}
          name={name('account_type')}
          required
          onPicked={() => recheck('account_number')}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`banks.accountTypes.${type}`) }))}
        />
        <FormTextField
          control={control}
          name={name('account_number')}
          required
          helperText={t(accountType === 'USD' ? 'banks.form.accountHintUsd' : 'banks.form.accountHintVes')}
        />
      </FormRow>
      <FormTextField control={control} name={name('owner_full_name')} required />
      <FormRow sm={[4, 8]}>
        <FormSelectField
          control={control}
          name={name('owner_idenfication_type')}
          required
          onPicked={() => recheck('owner_idenfication')}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`banks.documentTypes.${type}`) }))}
        />
        <FormTextField
          control={control}
          name={name('owner_idenfication')}
          required
          helperText={t(documentType === 'V' ? 'banks.form.documentHintV' : 'banks.form.documentHintRif')}
        />
      </FormRow>
    </>
  );
}
