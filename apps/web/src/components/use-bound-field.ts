import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { capitalize } from '#web/lib/format.ts';
import { fieldErrorText } from '#web/lib/forms.ts';

/** What a form field takes to bind to react-hook-form. */
export type Bound<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** Props the binding supplies, left out of the input's own. */
export type BoundKeys = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef';

/**
 * A field bound to react-hook-form: its label from `fields.<name>` unless given (a nested field's
 * own name: `primary_admin.password` reads `fields.password`), and the rule's
 * message (in the user's language) in place of the helper text while the value is refused.
 */
export function useBoundField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: Bound<T, TOut> & { label?: ReactNode; helperText?: ReactNode }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const bound = {
    label: label ?? capitalize(t(`fields.${String(name).split('.').pop()}`)),
    error: !!fieldState.error,
    helperText: fieldErrorText(t, name, fieldState.error) ?? helperText,
  };
  /** What the text box of a picker (an Autocomplete's input) takes from the binding. */
  const input = { ...bound, name: field.name, inputRef: field.ref };
  return { field, ...bound, input };
}
