import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

export type PickerOption = { id: number; label: string; detail?: string };

type SearchPickerProps<T> = {
  label: string;
  value: PickerOption | null;
  onChange: (picked: PickerOption | null) => void;
  /** The server search of what the user typed (debounced), e.g. GET admin/stores?q=. */
  useOptions: (q: string) => UseQueryResult<T[]>;
  toOption: (item: T) => PickerOption;
  /** An id not offered (e.g. the account another picker of the form holds). */
  excludeId?: number;
  noOptionsText: string;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  sx?: React.ComponentProps<typeof Autocomplete>['sx'];
};

/**
 * An autocomplete over a server search: the options follow what the user types, the picked one
 * stays in the box (and while it shows, every option is offered rather than that name only).
 */
export function SearchPicker<T>({
  label,
  value,
  onChange,
  useOptions,
  toOption,
  excludeId,
  noOptionsText,
  name,
  required,
  error,
  helperText,
  onBlur,
  inputRef,
  size,
  sx,
}: SearchPickerProps<T>) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value?.label ?? '');
  const typed = value && input === value.label ? '' : input.trim();
  const q = useDebouncedValue(typed, 300);
  const options = useOptions(q);
  const list = [
    ...(value ? [value] : []),
    ...(options.data ?? []).map(toOption).filter((o) => o.id !== value?.id),
  ].filter((o) => o.id !== excludeId);
  return (
    <Autocomplete
      options={list}
      value={value}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, picked) => onChange(picked)}
      onBlur={onBlur}
      filterOptions={(x) => x}
      loading={options.isFetching}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.detail ? `${o.label} · ${o.detail}` : o.label}
        </li>
      )}
      loadingText={t('app.loading')}
      noOptionsText={noOptionsText}
      size={size}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
