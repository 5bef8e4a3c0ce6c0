import Alert from '@mui/material/Alert';
import { type Profile, type ProfileBody, profileBody } from '@vitrina/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '#web/components/form-card.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldsOf } from '#web/components/use-entity-form-dialog.ts';
import { useUpdateProfile } from '#web/features/users/api/profile.queries.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type DataForm = { name: string; lastname: string; email: string; phone: string; current_password: string };
const toDataForm = (p: Profile): DataForm => ({
  name: p.name,
  lastname: p.lastname,
  email: p.email,
  phone: p.phone ?? '',
  current_password: '',
});
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The form as the API takes it: the current password only with a new e-mail, which needs it. */
const dataForm = (saved: string) =>
  z.preprocess(
    (raw) => {
      const { current_password, ...f } = raw as DataForm;
      return {
        ...f,
        phone: f.phone.trim() || null,
        ...(sameEmail(f.email, saved) ? {} : { current_password }),
      };
    },
    profileBody.required({ name: true, lastname: true, email: true }),
  );

/** The user's own name, e-mail and phone; a new e-mail asks for the current password. */
export function ProfileDataForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { form, onSubmit, submitting } = useSaveForm<DataForm, ProfileBody, Profile>({
    schema: dataForm(profile.email),
    defaultValues: toDataForm(profile),
    fields: fieldsOf(toDataForm(profile)),
    save: (body) => update.mutateAsync(body),
    successKey: 'toasts.users.profileUpdated',
    fallbackKey: 'toasts.users.dataUpdateFailed',
    onSaved: (saved, { reset }) => reset(toDataForm(saved)),
  });
  const { control } = form;
  const email = useWatch({ control, name: 'email' });
  const emailChanged = !sameEmail(email, profile.email);
  return (
    <FormCard title={t('users.dataTitle')} onSubmit={onSubmit} submitting={submitting}>
      <FormRow sm={[6, 6, 6, 6]}>
        <FormTextField control={control} name="name" required autoComplete="given-name" />
        <FormTextField control={control} name="lastname" required autoComplete="family-name" />
        <FormTextField control={control} name="email" type="email" required autoComplete="email" />
        <FormTextField control={control} name="phone" type="tel" autoComplete="tel" />
      </FormRow>
      {emailChanged ? (
        <>
          <Alert severity="info" sx={{ mt: 2, mb: 2 }}>
            {t('users.emailChangeHint')}
          </Alert>
          <FormTextField
            control={control}
            name="current_password"
            type="password"
            required
            autoComplete="current-password"
          />
        </>
      ) : null}
    </FormCard>
  );
}
