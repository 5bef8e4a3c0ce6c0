import type { FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input.tsx';
import { type Bound, type BoundKeys, useBoundField } from './use-bound-field.ts';

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextInputProps,
  BoundKeys
> &
  Bound<T, TOut>;

/** A text field bound to react-hook-form; its label and messages come from `fields.*` and `validation.*`. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const bound = useBoundField({ control, name, label, helperText });
  return (
    <TextInput
      {...props}
      name={bound.field.name}
      value={bound.field.value ?? ''}
      onChange={bound.field.onChange}
      onBlur={bound.field.onBlur}
      inputRef={bound.field.ref}
      label={bound.label}
      error={bound.error}
      helperText={bound.helperText}
      fullWidth
    />
  );
}
