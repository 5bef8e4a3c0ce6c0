import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { useSession } from '../../../../lib/session.ts';
import { AuthCard } from '../../components/auth-card.tsx';

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
