import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { checkLogin, type LoginField } from '@vitrina/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { landingPathFor, paths, safeRedirect } from '#web/app/paths.ts';
import { TextInput } from '#web/components/text-input.tsx';
import { useLogin } from '#web/features/auth/api/session.queries.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { signInErrorText } from '#web/features/auth/components/auth-errors.ts';
import { capitalize } from '#web/lib/format.ts';
import { useSessionState } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { validationText } from '#web/lib/validation-text.ts';

const FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * The sign-in page. It is the first page most people load, so it is kept small: two fields
 * checked with the contract's zod-free `checkLogin` instead of react-hook-form and zod (the
 * reply is checked by hand too, lib/session.ts `isSession`).
 */
export function SessionLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  // A session that ended for inactivity says so where the page says what it is for.
  const idle = useSessionState().endReason === 'idle';
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  // A field's problem shows once it has been left or the form was sent, then follows every change.
  const [shown, setShown] = useState<Partial<Record<LoginField, boolean>>>({});
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const issues = checkLogin(values);

  // The email field takes the focus once the page is drawn, unless something else already has
  // it. Focusing while the page mounts (autoFocus) lays the whole new page out inside that task,
  // the longest of the sign-in page on a phone; after the first frame the layout is done.
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body)
          inputs.current.email?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

  const errorOf = (field: LoginField) => {
    const issue = shown[field] ? issues[field] : undefined;
    return issue ? validationText(t, field, `validation.${issue.key}`, { max: issue.max }) : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ email: true, password: true });
    const firstWrong = FIELDS.find((field) => issues[field]);
    if (firstWrong) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    const body = { email: values.email.trim().toLowerCase(), password: values.password };
    loginMutation.mutateAsync(body).then(
      (session) => {
        const redirect = safeRedirect(searchParams.get('redirect'));
        void navigate(redirect ?? landingPathFor(session.role_id), { replace: true });
      },
      (error: unknown) => toast.error(signInErrorText(t, error)),
    );
  };

  const fieldProps = (field: LoginField) => {
    const error = errorOf(field);
    return {
      name: field,
      label: capitalize(t(`fields.${field}`)),
      value: values[field],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
      onBlur: () => setShown((current) => ({ ...current, [field]: true })),
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      },
      error: !!error,
      helperText: error,
      required: true,
      fullWidth: true,
    };
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t(idle ? 'auth.login.idle' : 'auth.login.subtitle')}
      links={[
        { to: paths.forgotPassword.path, label: t('auth.login.forgotLink') },
        { to: paths.signUp.path, label: t('auth.login.signUpLink') },
      ]}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('auth.login.title')}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextInput {...fieldProps('email')} type="email" autoComplete="email" />
        <TextInput {...fieldProps('password')} type="password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
          {t('actions.signIn')}
        </Button>
      </Box>
    </AuthCard>
  );
}
