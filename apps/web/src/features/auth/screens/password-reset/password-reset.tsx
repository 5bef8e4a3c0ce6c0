import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ResetPasswordBody, resetPasswordBody } from '@vitrina/contract';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { useResetPassword } from '#web/features/auth/api/password.queries.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { ApiError, NetworkError } from '#web/lib/api-client.ts';
import { applyServerErrors, contractResolver } from '#web/lib/forms.ts';
import { toast } from '#web/lib/toast.ts';

type ResetForm = { password: string; password_confirmation: string };
const FIELDS: readonly Path<ResetForm>[] = ['password', 'password_confirmation'];

export function PasswordReset() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const reset = useResetPassword(code);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const { control, handleSubmit, setError } = useForm<ResetForm, unknown, ResetPasswordBody>({
    resolver: contractResolver(resetPasswordBody),
    mode: 'all',
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((body) => {
    setServerMessages([]);
    return reset.mutateAsync(body).then(
      () => {
        toast.success(t('toasts.auth.passwordUpdated'));
        void navigate(paths.login.path, { replace: true });
      },
      (error: unknown) => {
        if (error instanceof NetworkError) {
          toast.error(t('toasts.common.connectionError'));
          return;
        }
        toast.error(t('toasts.auth.passwordUpdateFailed'));
        if (error instanceof ApiError) {
          const rest = applyServerErrors(setError, error.errors, FIELDS);
          setServerMessages([...new Set([error.message, ...rest].filter(Boolean))]);
        }
      },
    );
  });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      links={[{ to: paths.login.path, label: t('auth.backToLogin') }]}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.reset.title')}>
        {serverMessages.length > 0 ? (
          <Alert severity="error">
            {serverMessages.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        ) : null}
        <NewPasswordFields control={control} withHelp autoFocus layout="column" />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          {t('actions.changePassword')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
