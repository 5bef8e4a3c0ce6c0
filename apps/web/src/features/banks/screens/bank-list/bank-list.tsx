import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ROLES } from '@vitrina/contract';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { BankAccounts } from '#web/features/banks/components/bank-accounts.tsx';
import { SaleSettingsCard } from '#web/features/banks/components/sale-settings-card.tsx';
import { StoreRateCard } from '#web/features/banks/components/store-rate-card.tsx';
import { hasRole, useSession } from '#web/lib/session.ts';
import { storeIdOf } from '#web/lib/use-store-id.ts';

/**
 * /bank-list: the store's accounts for an owner, with the dollar rate its bolívar accounts are
 * paid at and its cash and unpaid-order settings; the platform's accounts for an admin (same
 * endpoints; the platform's rate is on /plans).
 */
export function BankList() {
  const session = useSession();
  const owner = hasRole(session, [ROLES.CLIENT]);
  return (
    <ScreenTitle titleKey="banks.list.title">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: owner ? 8 : 12 }} sx={{ minWidth: 0 }}>
          <BankAccounts side="panel" />
        </Grid>
        {owner ? (
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={3}>
              <StoreRateCard storeId={storeIdOf(session)} />
              <SaleSettingsCard storeId={storeIdOf(session)} />
            </Stack>
          </Grid>
        ) : null}
      </Grid>
    </ScreenTitle>
  );
}
