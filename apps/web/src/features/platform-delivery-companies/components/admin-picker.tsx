import type { CompanyAdminOption } from '@vitrina/contract';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PickerOption, SearchPicker } from '#web/components/search-picker.tsx';
import { useCompanyAdminOptions } from '#web/features/platform-delivery-companies/api/company-admin.queries.ts';
import { fieldErrorText } from '#web/lib/forms.ts';
import type { CompanyForm } from './company-form.ts';

const toOption = (a: CompanyAdminOption): PickerOption => ({ id: a.id, label: a.name, detail: a.email });

type AdminPickerProps<TOut extends FieldValues> = {
  control: Control<CompanyForm, unknown, TOut>;
  name: 'primary_admin_id' | 'secondary_admin_id';
  label: string;
  helperText?: string;
  required?: boolean;
  /** An account the other picker holds, not offered here. */
  excludeId?: number;
};

/**
 * Searches GET admin/deliver/admins (delivery users who administer no company yet) as the
 * admin types; the field holds the chosen account, whose name stays in the box.
 */
export function AdminPicker<TOut extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  excludeId,
}: AdminPickerProps<TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const admin = field.value as CompanyAdminOption | null;
  return (
    <SearchPicker
      label={label}
      name={field.name}
      value={admin && toOption(admin)}
      onChange={(picked) =>
        field.onChange(picked && { id: picked.id, name: picked.label, email: picked.detail ?? '' })
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={!!fieldState.error}
      helperText={fieldErrorText(t, name, fieldState.error) ?? helperText}
      useOptions={useCompanyAdminOptions}
      toOption={toOption}
      excludeId={excludeId}
      noOptionsText={t('deliveryCompanies.form.noAdmins')}
    />
  );
}
