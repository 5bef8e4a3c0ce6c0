import Grid from '@mui/material/Grid';
import { ROLES } from '@vitrina/contract';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { BankAccounts } from '#web/features/banks/components/bank-accounts.tsx';
import { StoreRateCard } from '#web/features/banks/components/store-rate-card.tsx';
import { hasRole, useSession } from '#web/lib/session.ts';
import { storeIdOf } from '#web/lib/use-store-id.ts';

/**
 * /bank-list: the store's accounts for an owner, with the dollar rate its bolívar accounts are
 * paid at; the platform's accounts for an admin (same endpoints; the platform's rate is on /plans).
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
            <StoreRateCard storeId={storeIdOf(session)} />
          </Grid>
        ) : null}
      </Grid>
    </ScreenTitle>
  );
}
