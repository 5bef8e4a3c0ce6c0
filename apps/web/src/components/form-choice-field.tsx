import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { Bound } from '#web/components/use-bound-field.ts';

type FormChoiceFieldProps<T extends FieldValues, TOut extends FieldValues, V extends string> = Bound<
  T,
  TOut
> & {
  label: string;
  options: readonly { value: V; label: string }[];
  /** Called after the user picks a value (e.g. to fit the fields that depend on it). */
  onPicked?: (value: V) => void;
};

/** A few choices side by side (radio buttons in a labelled group), bound to react-hook-form. */
export function FormChoiceField<T extends FieldValues, TOut extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
  onPicked,
}: FormChoiceFieldProps<T, TOut, V>) {
  const { field } = useController({ control, name });
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          const value = event.target.value as V;
          field.onChange(value);
          onPicked?.(value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
