import { type Bank, type BankBody, bankBody } from '@vitrina/contract';
import {
  BankAccountFields,
  type BankAccountFormValues,
  BLANK_BANK_ACCOUNT,
} from '#web/components/bank-account-fields.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { fieldsOf, formDefaults, useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { type BankSide, useCreateBank, useUpdateBank } from '#web/features/banks/api/bank.queries.ts';

type BankFormDialogProps = { side: BankSide; bank: Bank | null; onClose: () => void };

/** Create (bank null) or edit a payment account; the same form serves stores, the platform and companies. */
export function BankFormDialog({ side, bank, onClose }: BankFormDialogProps) {
  const create = useCreateBank(side);
  const update = useUpdateBank(side);
  const { form, dialog } = useEntityFormDialog<BankAccountFormValues, BankBody, Bank>({
    editing: !!bank,
    createTitleKey: 'banks.form.createTitle',
    editTitleKey: 'banks.form.editTitle',
    toasts: 'toasts.banks',
    schema: bankBody,
    fields: fieldsOf(BLANK_BANK_ACCOUNT),
    save: (body) => (bank ? update.mutateAsync({ id: bank.id, body }) : create.mutateAsync(body)),
    onClose,
    defaultValues: formDefaults(bank, BLANK_BANK_ACCOUNT),
  });

  return (
    <FormDialog {...dialog}>
      <BankAccountFields form={form} />
    </FormDialog>
  );
}
