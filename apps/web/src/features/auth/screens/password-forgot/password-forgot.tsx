import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { recoverParams } from '@vitrina/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/app/paths.ts';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useRecoverPassword } from '#web/features/auth/api/password.queries.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { ApiError, NetworkError } from '#web/lib/api-client.ts';
import { contractResolver } from '#web/lib/forms.ts';
import { toast } from '#web/lib/toast.ts';

type ForgotForm = { email: string };

export function PasswordForgot() {
  const { t } = useTranslation();
  const recover = useRecoverPassword();
  const { control, handleSubmit } = useForm<ForgotForm>({
    resolver: contractResolver(recoverParams),
    mode: 'all',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    recover.mutateAsync(email).then(
      () => toast.success(t('toasts.auth.recoverySent')),
      (error: unknown) => {
        if (error instanceof NetworkError) toast.error(t('toasts.common.connectionError'));
        else if (error instanceof ApiError && error.status === 429) toast.error(error.message);
        else toast.error(t('toasts.auth.recoveryFailed'));
      },
    ),
  );

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      links={[{ to: paths.login.path, label: t('auth.backToLogin') }]}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
        <FormTextField control={control} name="email" type="email" autoComplete="email" autoFocus required />
        <Button type="submit" variant="contained" size="large" loading={recover.isPending}>
          {t('actions.sendRecovery')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
