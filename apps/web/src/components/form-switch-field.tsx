import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { capitalize } from '#web/lib/format.ts';

type FormSwitchFieldProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label?: string;
};

/** An on/off field bound to react-hook-form. */
export function FormSwitchField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
}: FormSwitchFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={!!field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={label ?? capitalize(t(`fields.${String(name)}`))}
    />
  );
}
