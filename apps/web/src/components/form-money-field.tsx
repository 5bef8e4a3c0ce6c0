import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/** A USD amount (the contract's usdAmount checks it: positive, at most 2 decimals). */
export function FormMoneyField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type'>,
) {
  return (
    <FormTextField
      {...props}
      type="text"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
