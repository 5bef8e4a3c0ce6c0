import { type Profile, type ProfileBody, profileBody } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '#web/components/form-card.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldsOf } from '#web/components/use-entity-form-dialog.ts';
import { useUpdateProfile } from '#web/features/users/api/profile.queries.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type DataForm = { name: string; lastname: string; email: string; phone: string };
const toDataForm = (p: Profile): DataForm => ({
  name: p.name,
  lastname: p.lastname,
  email: p.email,
  phone: p.phone ?? '',
});
const dataForm = z.preprocess(
  (raw) => {
    const f = raw as DataForm;
    return { ...f, phone: f.phone.trim() || null };
  },
  profileBody.required({ name: true, lastname: true, email: true }),
);

/** The user's own name, e-mail and phone. */
export function ProfileDataForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { form, onSubmit, submitting } = useSaveForm<DataForm, ProfileBody, Profile>({
    schema: dataForm,
    defaultValues: toDataForm(profile),
    fields: fieldsOf(toDataForm(profile)),
    save: (body) => update.mutateAsync(body),
    successKey: 'toasts.users.profileUpdated',
    fallbackKey: 'toasts.users.dataUpdateFailed',
    onSaved: (saved, { reset }) => reset(toDataForm(saved)),
  });
  const { control } = form;
  return (
    <FormCard title={t('users.dataTitle')} onSubmit={onSubmit} submitting={submitting}>
      <FormRow sm={[6, 6, 6, 6]}>
        <FormTextField control={control} name="name" required autoComplete="given-name" />
        <FormTextField control={control} name="lastname" required autoComplete="family-name" />
        <FormTextField control={control} name="email" type="email" required autoComplete="email" />
        <FormTextField control={control} name="phone" type="tel" autoComplete="tel" />
      </FormRow>
    </FormCard>
  );
}
