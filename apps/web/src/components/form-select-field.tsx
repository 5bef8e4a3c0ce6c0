import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type Bound, type BoundKeys, useBoundField } from './use-bound-field.ts';

export type SelectOption<V extends string | number> = { value: V; label: string };

type FormSelectFieldProps<T extends FieldValues, TOut extends FieldValues, V extends string | number> = Omit<
  TextFieldProps,
  BoundKeys | 'defaultValue' | 'select'
> &
  Bound<T, TOut> & {
    options: readonly SelectOption<V>[];
    /** Text of an empty choice (the value becomes null); without it a value is required. */
    emptyLabel?: string;
    /** Called after the user picks a value (e.g. to re-check a field that depends on this one). */
    onPicked?: (value: V | null) => void;
  };

/** A select bound to react-hook-form; numeric option values stay numbers in the form. */
export function FormSelectField<
  T extends FieldValues,
  TOut extends FieldValues = T,
  V extends string | number = string | number,
>({
  control,
  name,
  label,
  helperText,
  options,
  emptyLabel,
  onPicked,
  ...props
}: FormSelectFieldProps<T, TOut, V>) {
  const { field, ...bound } = useBoundField({ control, name, label, helperText });
  const byKey = new Map(options.map((o) => [String(o.value), o.value]));
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value == null ? '' : String(field.value)}
      onChange={(event) => {
        const value = event.target.value === '' ? null : (byKey.get(event.target.value) ?? null);
        field.onChange(value);
        onPicked?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={bound.label}
      error={bound.error}
      helperText={bound.helperText}
      fullWidth
    >
      {emptyLabel !== undefined ? (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
