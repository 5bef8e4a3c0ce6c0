import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';
import type { TextInputProps } from './text-input.tsx';

type FormMoneyFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'type'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** A USD amount (the contract's usdAmount checks it: positive, at most 2 decimals). */
export function FormMoneyField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: FormMoneyFieldProps<T, TOut>) {
  return (
    <FormTextField
      {...props}
      control={control}
      name={name}
      type="text"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
