import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { capitalize } from '../lib/format.ts';
import { fieldErrorText } from '../lib/forms.ts';
import { TextInput, type TextInputProps } from './text-input.tsx';

type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** A text field bound to react-hook-form; its label and messages come from `fields.*` and `validation.*`. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldErrorText(t, name, fieldState.error);
  return (
    <TextInput
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label ?? capitalize(t(`fields.${String(name)}`))}
      error={!!fieldState.error}
      helperText={errorText ?? helperText}
      fullWidth
    />
  );
}
