import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryCompany } from '@vitrina/contract';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormMoneyField } from '#web/components/form-money-field.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { PersonFields } from '#web/components/person-fields.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import {
  useCreateDeliveryCompany,
  useUpdateDeliveryCompany,
} from '#web/features/platform-delivery-companies/api/company-admin.queries.ts';
import { capitalize } from '#web/lib/format.ts';
import { AdminPicker } from './admin-picker.tsx';
import {
  type AdminAccount,
  COMPANY_FIELDS,
  type CompanyBody,
  type CompanyForm,
  createCompanyForm,
  toCompanyForm,
  updateCompanyForm,
} from './company-form.ts';

type CompanyDialogProps = { company: DeliveryCompany | null; onClose: () => void };

/** Create a company with its administrator account, or edit one (company null: create). */
export function CompanyDialog({ company, onClose }: CompanyDialogProps) {
  const { t } = useTranslation();
  const create = useCreateDeliveryCompany();
  const update = useUpdateDeliveryCompany();
  const { form, dialog } = useEntityFormDialog<CompanyForm, CompanyBody, DeliveryCompany>({
    editing: !!company,
    createTitleKey: 'deliveryCompanies.form.createTitle',
    editTitleKey: 'deliveryCompanies.form.editTitle',
    toasts: 'toasts.deliveryCompanies',
    schema: company ? updateCompanyForm : createCompanyForm,
    fields: COMPANY_FIELDS,
    save: (body) =>
      company
        ? update.mutateAsync({ id: company.id, body })
        : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]),
    onClose,
    defaultValues: toCompanyForm(company),
  });
  const { control } = form;
  const label = (key: string) => capitalize(t(`fields.${key}`));
  const account = useController({ control, name: 'admin_account' });
  const [primary, secondary] = useWatch({ control, name: ['primary_admin_id', 'secondary_admin_id'] });
  const existing = !!company || account.field.value === 'existing';

  return (
    <FormDialog {...dialog} maxWidth="md">
      <FormTextField control={control} name="name" required autoFocus />
      <FormRow sm={[6, 6]}>
        <FormTextField control={control} name="code" />
        <FormTextField control={control} name="phone" type="tel" />
      </FormRow>
      <FormTextField control={control} name="address" />
      <FormRow sm={[6, 6]}>
        <FormMoneyField control={control} name="fee" helperText={t('deliveryCompanies.form.feeHint')} />
        <FormSwitchField control={control} name="can_charge" label={t('deliveryCompanies.form.canCharge')} />
      </FormRow>
      <Stack role="group" aria-labelledby="company-admin-title" spacing={2}>
        <Typography id="company-admin-title" variant="subtitle2" component="h3" sx={{ pt: 1 }}>
          {t('deliveryCompanies.form.adminTitle')}
        </Typography>
        {company ? null : (
          <RadioGroup
            row
            aria-labelledby="company-admin-title"
            name={account.field.name}
            value={account.field.value}
            onChange={(event) => account.field.onChange(event.target.value as AdminAccount)}
          >
            <FormControlLabel
              value="new"
              control={<Radio />}
              label={t('deliveryCompanies.form.newAccount')}
            />
            <FormControlLabel
              value="existing"
              control={<Radio />}
              label={t('deliveryCompanies.form.existingAccount')}
            />
          </RadioGroup>
        )}
        {existing ? (
          <AdminPicker
            control={control}
            name="primary_admin_id"
            label={label('primary_admin_id')}
            helperText={t('deliveryCompanies.form.existingHint')}
            excludeId={secondary?.id}
            required
          />
        ) : (
          // The administrator account created with the company: it signs in with this e-mail and password.
          <>
            <Typography variant="body2" color="text.secondary">
              {t('deliveryCompanies.form.adminHint')}
            </Typography>
            <PersonFields control={control} under="primary_admin" />
            <NewPasswordFields control={control} under="primary_admin" />
          </>
        )}
        <AdminPicker
          control={control}
          name="secondary_admin_id"
          label={label('secondary_admin_id')}
          helperText={t('deliveryCompanies.form.secondaryHint')}
          excludeId={existing ? primary?.id : undefined}
        />
      </Stack>
    </FormDialog>
  );
}
