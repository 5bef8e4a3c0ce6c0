import Typography from '@mui/material/Typography';
import {
  type Cashier,
  type CreateCashierBody,
  createCashierBody,
  type UpdateUserBody,
  updateUserBody,
} from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type AccountForm, BLANK_ACCOUNT } from '#web/components/account-form.ts';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { PersonFields } from '#web/components/person-fields.tsx';
import { fieldsOf, formDefaults, useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useCreateCashier, useUpdateCashier } from '#web/features/cashiers/api/cashier.queries.ts';

const blankToNull = (form: AccountForm) => ({ ...form, phone: form.phone.trim() || null });
const createForm = z.preprocess((raw) => blankToNull(raw as AccountForm), createCashierBody);
// Editing: empty password boxes keep the current password.
const editForm = z.preprocess((raw) => {
  const form = blankToNull(raw as AccountForm);
  return form.password ? form : { ...form, password: undefined, password_confirmation: undefined };
}, updateUserBody);

type CashierDialogProps = { cashier: Cashier | null; onClose: () => void };

export function CashierDialog({ cashier, onClose }: CashierDialogProps) {
  const { t } = useTranslation();
  const create = useCreateCashier();
  const update = useUpdateCashier();
  const { form, dialog } = useEntityFormDialog<AccountForm, CreateCashierBody | UpdateUserBody, unknown>({
    editing: !!cashier,
    createTitleKey: 'cashiers.form.createTitle',
    editTitleKey: 'cashiers.form.editTitle',
    toasts: 'toasts.cashiers',
    schema: cashier ? editForm : createForm,
    fields: fieldsOf(BLANK_ACCOUNT),
    save: (body) =>
      cashier
        ? update.mutateAsync({ id: cashier.id, body: body as UpdateUserBody })
        : create.mutateAsync(body as CreateCashierBody),
    onClose,
    defaultValues: formDefaults(cashier, BLANK_ACCOUNT),
  });
  const { control } = form;
  return (
    <FormDialog {...dialog}>
      <PersonFields control={control} autoFocus />
      {cashier ? (
        <Typography variant="body2" color="text.secondary">
          {t('cashiers.form.passwordHint')}
        </Typography>
      ) : null}
      <NewPasswordFields control={control} required={!cashier} />
    </FormDialog>
  );
}
