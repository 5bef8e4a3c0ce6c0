import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type SignupBody, signupBody } from '@vitrina/contract';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import type { AccountForm } from '#web/components/account-form.ts';
import { FormRow } from '#web/components/form-row.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { useSignup } from '#web/features/auth/api/session.queries.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { signInErrorText } from '#web/features/auth/components/auth-errors.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, contractResolver } from '#web/lib/forms.ts';
import { toast } from '#web/lib/toast.ts';

type SignupForm = AccountForm & { storeName: string; storeDescription: string };

const FIELDS: readonly Path<SignupForm>[] = [
  'name',
  'lastname',
  'email',
  'phone',
  'storeName',
  'storeDescription',
  'password',
  'password_confirmation',
];

export function AccountSignup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const { control, handleSubmit, setError } = useForm<SignupForm, unknown, SignupBody>({
    resolver: contractResolver(signupBody),
    mode: 'all',
    defaultValues: {
      name: '',
      lastname: '',
      email: '',
      phone: '',
      storeName: '',
      storeDescription: '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = handleSubmit((body) =>
    signup.mutateAsync({ ...body, phone: body.phone || undefined }).then(
      () => navigate(paths.success.path, { replace: true }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 422) {
          applyServerErrors(setError, error.errors, FIELDS);
          toast.error(t(error.errors.email ? 'toasts.auth.emailTaken' : 'toasts.auth.invalidData'));
          return;
        }
        toast.error(signInErrorText(t, error));
      },
    ),
  );

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      links={[{ to: paths.login.path, label: t('auth.signup.loginLink') }]}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.signup.title')}>
        <FormRow sm={[6, 6]}>
          <FormTextField control={control} name="name" autoComplete="given-name" autoFocus required />
          <FormTextField control={control} name="lastname" autoComplete="family-name" required />
        </FormRow>
        <FormTextField control={control} name="email" type="email" autoComplete="email" required />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          autoComplete="tel"
          helperText={t('auth.signup.phoneHelp')}
        />
        <FormTextField control={control} name="storeName" autoComplete="organization" required />
        <FormTextField control={control} name="storeDescription" multiline minRows={2} required />
        <NewPasswordFields control={control} withHelp layout="column" />
        <Button type="submit" variant="contained" size="large" loading={signup.isPending}>
          {t('actions.createAccount')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
