import { type CompanyProfileBody, companyProfileBody, type DeliveryCompany } from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '#web/components/form-card.tsx';
import { FormMoneyField } from '#web/components/form-money-field.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useUpdateMyCompany } from '#web/features/delivery-desk/api/company.queries.ts';
import { amountText, parseDecimal } from '#web/lib/decimal.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type DataForm = { name: string; code: string; phone: string; address: string; fee: string };
const FIELDS: readonly Path<DataForm>[] = ['name', 'code', 'phone', 'address', 'fee'];

const toDataForm = (c: DeliveryCompany): DataForm => ({
  name: c.name,
  code: c.code ?? '',
  phone: c.phone ?? '',
  address: c.address ?? '',
  fee: amountText(c.fee),
});

const dataForm = z.preprocess(
  (raw) => {
    const f = raw as DataForm;
    return {
      name: f.name,
      code: f.code.trim() || null,
      phone: f.phone.trim() || null,
      address: f.address.trim() || null,
      fee: parseDecimal(f.fee) ?? 0,
    };
  },
  companyProfileBody.required({ name: true }),
);

/** PATCH deliver: the company's name, code, contact and handling fee. */
export function CompanyDataForm({ company }: { company: DeliveryCompany }) {
  const { t } = useTranslation();
  const save = useUpdateMyCompany();
  const { form, onSubmit, submitting } = useSaveForm<DataForm, CompanyProfileBody, DeliveryCompany>({
    schema: dataForm,
    defaultValues: toDataForm(company),
    fields: FIELDS,
    save: (body) => save.mutateAsync(body),
    successKey: 'toasts.users.dataUpdated',
    fallbackKey: 'toasts.users.dataUpdateFailed',
    onSaved: (saved, { reset }) => reset(toDataForm(saved)),
  });
  const { control } = form;
  return (
    <FormCard title={t('delivery.profile.dataTitle')} onSubmit={onSubmit} submitting={submitting}>
      <FormTextField control={control} name="name" required />
      <FormRow sm={[6, 6]}>
        <FormTextField control={control} name="code" />
        <FormTextField control={control} name="phone" type="tel" />
      </FormRow>
      <FormTextField control={control} name="address" multiline minRows={2} />
      <FormMoneyField control={control} name="fee" helperText={t('delivery.profile.feeHint')} />
    </FormCard>
  );
}
