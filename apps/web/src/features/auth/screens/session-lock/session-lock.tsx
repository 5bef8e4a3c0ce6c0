import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { landingPathFor, paths } from '#web/app/paths.ts';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { UserIdentity } from '#web/components/user-identity.tsx';
import { useLogin } from '#web/features/auth/api/session.queries.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { signInErrorText } from '#web/features/auth/components/auth-errors.ts';
import { contractResolver } from '#web/lib/forms.ts';
import { clearSession, getStoredUser } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';

const unlockBody = z.object({ password: z.string().min(1, 'validation.required') });
type UnlockBody = z.infer<typeof unlockBody>;

export function SessionLock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const user = getStoredUser();
  const { control, handleSubmit } = useForm<UnlockBody>({
    resolver: contractResolver(unlockBody),
    mode: 'all',
    defaultValues: { password: '' },
  });

  if (!user) return <Navigate to={paths.login.path} replace />;

  const onSubmit = handleSubmit(({ password }) =>
    loginMutation.mutateAsync({ email: user.email, password }).then(
      (session) => navigate(landingPathFor(session.role_id), { replace: true }),
      (error: unknown) => toast.error(signInErrorText(t, error)),
    ),
  );
  const notYou = () => {
    clearSession('logout');
    void navigate(paths.login.path, { replace: true });
  };

  return (
    <AuthCard title={t('auth.lock.title')}>
      <Box sx={{ mb: 3 }}>
        <UserIdentity user={user} size={64} nameAs="p" />
      </Box>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.lock.title')}>
        <FormTextField
          control={control}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
        />
        <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
          {t('actions.unlock')}
        </Button>
        <Link component="button" type="button" onClick={notYou} sx={{ alignSelf: 'center' }}>
          {t('auth.lock.notYou', { name: user.name })}
        </Link>
      </Stack>
    </AuthCard>
  );
}
