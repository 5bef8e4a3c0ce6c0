import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow } from './form-row.tsx';
import { FormTextField } from './form-text-field.tsx';
import type { Bound } from './use-bound-field.ts';

type NewPasswordFieldsProps<T extends FieldValues, TOut extends FieldValues> = Pick<
  Bound<T, TOut>,
  'control'
> & {
  /** false while editing someone whose password stays unless both boxes are filled. */
  required?: boolean;
  /** Says the password's rules under the first box. */
  withHelp?: boolean;
  autoFocus?: boolean;
  /** Side by side on a wide screen (forms in cards and dialogs) or one under the other (sign-in pages). */
  layout?: 'row' | 'column';
  /** The object the two fields sit in (`primary_admin` of a new company's account); the form's top level unless given. */
  under?: string;
};

/** A new password and its confirmation, as every form that sets a password asks them. */
export function NewPasswordFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  required = true,
  withHelp = false,
  autoFocus = false,
  layout = 'row',
  under,
}: NewPasswordFieldsProps<T, TOut>) {
  const { t } = useTranslation();
  const fields = (['password', 'password_confirmation'] as const).map((name, i) => (
    <FormTextField
      key={name}
      control={control}
      name={(under ? `${under}.${name}` : name) as FieldPath<T>}
      type="password"
      autoComplete="new-password"
      required={required}
      autoFocus={autoFocus && i === 0}
      helperText={withHelp && i === 0 ? t('auth.passwordHelp') : undefined}
    />
  ));
  return layout === 'row' ? <FormRow sm={[6, 6]}>{fields}</FormRow> : fields;
}
