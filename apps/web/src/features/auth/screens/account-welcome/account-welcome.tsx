import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { useSession } from '#web/lib/session.ts';

/** Shown after a store owner signs up. */
export function AccountWelcome() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <AuthCard title={t('auth.success.title')}>
      <Stack spacing={3}>
        <Typography>
          {session ? t('auth.success.greeting', { name: session.user.name }) : t('auth.success.text')}
        </Typography>
        {session?.store ? (
          <Typography color="text.secondary">
            {t('auth.success.storeReady', { store: session.store.name })}
          </Typography>
        ) : null}
        <Button component={RouterLink} to={paths.store.path} variant="contained" size="large">
          {t('auth.success.continue')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
