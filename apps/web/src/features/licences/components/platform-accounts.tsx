import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bank } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Facts } from '#web/components/facts.tsx';
import { readable } from '#web/components/sale-status-chip.tsx';

/** Where an owner transfers to: the platform's accounts with everything a transfer needs. */
export function PlatformAccounts({ accounts }: { accounts: readonly Bank[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <EmptyState text={t('licences.upgrade.noAccounts')} />;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {accounts.map((a) => (
        <Grid key={a.id} size={{ xs: 12, sm: 6 }} component="li" aria-labelledby={`account-${a.id}`}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography
                  id={`account-${a.id}`}
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 600 }}
                >
                  {a.bank_name}
                </Typography>
                <Chip
                  size="small"
                  label={a.account_type}
                  color={a.account_type === 'USD' ? 'success' : 'info'}
                  sx={readable(a.account_type === 'USD' ? 'success' : 'info')}
                />
              </Stack>
              <Facts
                rows={[
                  [t('licences.accounts.number'), a.account_number],
                  [t('licences.accounts.owner'), a.owner_full_name],
                  [t('licences.accounts.document'), `${a.owner_idenfication_type}-${a.owner_idenfication}`],
                ]}
              />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
