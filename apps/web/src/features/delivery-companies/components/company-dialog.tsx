import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useEntityFormDialog } from '../../../components/use-entity-form-dialog.ts';
import { capitalize } from '../../../lib/format.ts';
import { useCreateDeliveryCompany, useUpdateDeliveryCompany } from '../api/company-admin.queries.ts';
import {
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
    toasts: 'deliveryCompanies',
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
      {company ? (
        <Typography variant="body2" color="text.secondary">
          {t('deliveryCompanies.form.adminKept', { name: company.primary_admin?.name ?? '—' })}
        </Typography>
      ) : (
        <Stack role="group" aria-labelledby="company-admin-title" spacing={2}>
          <Typography id="company-admin-title" variant="subtitle2" component="h3" sx={{ pt: 1 }}>
            {t('deliveryCompanies.form.adminTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('deliveryCompanies.form.adminHint')}
          </Typography>
          <FormRow sm={[6, 6]}>
            <FormTextField control={control} name="primary_admin.name" label={label('name')} required />
            <FormTextField
              control={control}
              name="primary_admin.lastname"
              label={label('lastname')}
              required
            />
          </FormRow>
          <FormRow sm={[6, 6]}>
            <FormTextField
              control={control}
              name="primary_admin.email"
              label={label('email')}
              type="email"
              autoComplete="off"
              required
            />
            <FormTextField control={control} name="primary_admin.phone" label={label('phone')} type="tel" />
          </FormRow>
          <FormRow sm={[6, 6]}>
            <FormTextField
              control={control}
              name="primary_admin.password"
              label={label('password')}
              type="password"
              autoComplete="new-password"
              required
            />
            <FormTextField
              control={control}
              name="primary_admin.password_confirmation"
              label={label('password_confirmation')}
              type="password"
              autoComplete="new-password"
              required
            />
          </FormRow>
        </Stack>
      )}
    </FormDialog>
  );
}
