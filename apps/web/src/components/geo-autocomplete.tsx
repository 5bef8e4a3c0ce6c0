import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBoundField } from './use-bound-field.ts';

type Place = { id: number; name: string };

type GeoAutocompleteProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  options: readonly Place[] | undefined;
  loading: boolean;
  /** Why the list could not be read, if it could not: shown under the box until it is read. */
  loadError?: string;
  /** Asks for the list again: opening a box whose list failed asks once more. */
  onRetry?: () => void;
  disabled?: boolean;
  /** Called with the new id after the user picks (or clears) a place. */
  onPicked?: (id: number | null) => void;
  /** Shown instead of the field's own name (`fields.<name>`). */
  label?: string;
  /** e.g. "any state" when the field may stay empty. */
  helperText?: string;
};

/**
 * A searchable picker of countries, states or cities (a state can have hundreds of cities),
 * bound to a numeric id field of react-hook-form.
 */
export function GeoAutocomplete<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  options,
  loading,
  loadError,
  onRetry,
  disabled,
  onPicked,
  label,
  helperText,
}: GeoAutocompleteProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, input } = useBoundField({ control, name, label, helperText });
  const failed = !!loadError && !loading;
  const list = options ?? [];
  const value = list.find((o) => o.id === field.value) ?? null;
  // A saved choice whose name is still on its way: typing now would be overwritten by that name
  // when it arrives, so the box takes no typing until then (read-only, not disabled: it keeps
  // its readable colours and shows it is loading).
  const naming = loading && field.value != null && value === null;
  return (
    <Autocomplete
      options={list}
      value={value}
      loading={loading}
      disabled={disabled}
      readOnly={naming}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => {
        field.onChange(picked?.id ?? null);
        onPicked?.(picked?.id ?? null);
      }}
      onBlur={field.onBlur}
      onOpen={failed ? onRetry : undefined}
      loadingText={t('app.loading')}
      noOptionsText={failed ? loadError : t('store.profile.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          {...input}
          error={input.error || failed}
          helperText={failed && !input.error ? loadError : input.helperText}
        />
      )}
    />
  );
}
