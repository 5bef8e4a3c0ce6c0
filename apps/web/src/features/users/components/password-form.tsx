import { type ChangePasswordBody, changePasswordBody } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FormCard } from '#web/components/form-card.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { fieldsOf } from '#web/components/use-entity-form-dialog.ts';
import { useChangePassword } from '#web/features/users/api/profile.queries.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

const BLANK: ChangePasswordBody = { current_password: '', password: '', password_confirmation: '' };

/** A new password for the signed-in user, who proves the current one. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { form, onSubmit, submitting } = useSaveForm<ChangePasswordBody, ChangePasswordBody, unknown>({
    schema: changePasswordBody,
    defaultValues: BLANK,
    fields: fieldsOf(BLANK),
    save: (body) => change.mutateAsync(body),
    successKey: 'toasts.auth.passwordUpdated',
    fallbackKey: 'toasts.auth.passwordUpdateFailed',
    onSaved: (_, { reset }) => reset(),
  });
  return (
    <FormCard
      title={t('actions.changePassword')}
      onSubmit={onSubmit}
      submitting={submitting}
      submitText={t('actions.changePassword')}
    >
      <FormTextField
        control={form.control}
        name="current_password"
        type="password"
        required
        autoComplete="current-password"
      />
      <NewPasswordFields control={form.control} />
    </FormCard>
  );
}
