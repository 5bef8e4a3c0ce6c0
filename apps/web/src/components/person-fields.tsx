import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormRow } from './form-row.tsx';
import { FormTextField } from './form-text-field.tsx';
import type { Bound } from './use-bound-field.ts';

type PersonFieldsProps<T extends FieldValues, TOut extends FieldValues> = Pick<Bound<T, TOut>, 'control'> & {
  /** The object the fields sit in (`primary_admin` of a new company's account); the form's top level unless given. */
  under?: string;
  autoFocus?: boolean;
};

/**
 * A new account's person: name and last name, e-mail and phone (optional), two a row, as the
 * cashier, user and company-administrator forms ask them (the form's values: AccountForm).
 */
export function PersonFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  under,
  autoFocus = false,
}: PersonFieldsProps<T, TOut>) {
  const at = (name: string) => (under ? `${under}.${name}` : name) as FieldPath<T>;
  return (
    <>
      <FormRow sm={[6, 6]}>
        <FormTextField control={control} name={at('name')} required autoFocus={autoFocus} />
        <FormTextField control={control} name={at('lastname')} required />
      </FormRow>
      <FormRow sm={[6, 6]}>
        <FormTextField control={control} name={at('email')} type="email" autoComplete="off" required />
        <FormTextField control={control} name={at('phone')} type="tel" />
      </FormRow>
    </>
  );
}
