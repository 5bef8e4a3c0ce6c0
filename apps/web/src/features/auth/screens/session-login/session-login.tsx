import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type LoginBody, loginBody } from '@vitrina/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { landingPathFor, paths, safeRedirect } from '../../../../app/paths.ts';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { contractResolver } from '../../../../lib/forms.ts';
import { toast } from '../../../../lib/toast.ts';
import { useLogin } from '../../api/session.queries.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { signInErrorText } from '../../components/auth-errors.ts';

export function SessionLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const { control, handleSubmit } = useForm<LoginBody>({
    resolver: contractResolver(loginBody),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((body) =>
    loginMutation.mutateAsync(body).then(
      (session) => {
        const redirect = safeRedirect(searchParams.get('redirect'));
        navigate(redirect ?? landingPathFor(session.role_id), { replace: true });
      },
      (error: unknown) => toast.error(signInErrorText(t, error)),
    ),
  );

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={paths.forgotPassword.path}>
            {t('auth.login.forgotLink')}
          </Link>
          <Link component={RouterLink} to={paths.signUp.path}>
            {t('auth.login.signUpLink')}
          </Link>
        </Stack>
      }
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <FormTextField control={control} name="email" type="email" autoComplete="email" autoFocus required />
        <FormTextField
          control={control}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
          {t('actions.signIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
