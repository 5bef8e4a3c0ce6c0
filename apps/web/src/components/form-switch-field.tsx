import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { capitalize } from '#web/lib/format.ts';

type FormSwitchFieldProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label?: string;
  /** A line under the switch that says what it does (read with it by screen readers). */
  helperText?: string;
};

/** An on/off field bound to react-hook-form. */
export function FormSwitchField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
}: FormSwitchFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const helperId = useId();
  const toggle = (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={!!field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={helperText ? { input: { 'aria-describedby': helperId } } : undefined}
        />
      }
      label={label ?? capitalize(t(`fields.${String(name)}`))}
    />
  );
  if (!helperText) return toggle;
  return (
    <Box>
      {toggle}
      <FormHelperText id={helperId} sx={{ mt: 0, ml: 6 }}>
        {helperText}
      </FormHelperText>
    </Box>
  );
}
