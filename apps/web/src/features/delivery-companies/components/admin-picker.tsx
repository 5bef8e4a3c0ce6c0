import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CompanyAdminOption } from '@vitrina/contract';
import { useState } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCompanyAdminOptions } from '../api/company-admin.queries.ts';
import type { CompanyForm } from './company-form.ts';

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
  const [input, setInput] = useState('');
  const value = field.value as CompanyAdminOption | null;
  // While the box shows the picked account's name, list everyone rather than that name only.
  const typed = value && input === value.name ? '' : input.trim();
  const q = useDebouncedValue(typed, 300);
  const options = useCompanyAdminOptions(q);
  const list = [...(value ? [value] : []), ...(options.data ?? []).filter((o) => o.id !== value?.id)].filter(
    (o) => o.id !== excludeId,
  );
  return (
    <Autocomplete
      options={list}
      value={value}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, picked) => field.onChange(picked)}
      onBlur={field.onBlur}
      filterOptions={(x) => x}
      loading={options.isFetching}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.name} · {o.email}
        </li>
      )}
      loadingText={t('app.loading')}
      noOptionsText={t('deliveryCompanies.form.noAdmins')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={!!fieldState.error}
          helperText={fieldErrorText(t, name, fieldState.error) ?? helperText}
        />
      )}
    />
  );
}
