import { type TicketAccount, type TicketAccountBody, ticketAccountBody } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import {
  BankAccountFields,
  type BankAccountFormValues,
  BLANK_BANK_ACCOUNT,
} from '#web/components/bank-account-fields.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldsOf, formDefaults, useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useSaveTicketAccount } from '#web/features/tickets/api/ticket-accounts.queries.ts';

type AccountForm = BankAccountFormValues & { message: string };
const BLANK: AccountForm = { ...BLANK_BANK_ACCOUNT, message: '' };

type Props = { account: TicketAccount | null; onClose: () => void };

/** Create (account null) or edit an account buyers transfer to, with the message they are shown. */
export function TicketAccountFormDialog({ account, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveTicketAccount(account?.id ?? null);
  const editing = !!account;
  const { form, dialog } = useEntityFormDialog<AccountForm, TicketAccountBody, TicketAccount>({
    editing,
    createTitleKey: 'tickets.accounts.form.createTitle',
    editTitleKey: 'tickets.accounts.form.editTitle',
    toasts: 'tickets.accounts.toasts',
    onClose,
    schema: ticketAccountBody,
    defaultValues: formDefaults(account, BLANK),
    fields: fieldsOf(BLANK),
    save: (body) => save.mutateAsync(body),
  });
  return (
    <FormDialog {...dialog}>
      <BankAccountFields form={form} />
      <FormTextField
        control={form.control}
        name="message"
        label={t('tickets.accounts.form.message')}
        helperText={t('tickets.accounts.form.messageHint')}
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}
