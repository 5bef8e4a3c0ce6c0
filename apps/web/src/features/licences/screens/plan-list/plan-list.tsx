import Grid from '@mui/material/Grid';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { usePlans } from '#web/features/licences/api/plan.queries.ts';
import { DollarRateCard } from '#web/features/licences/components/dollar-rate-card.tsx';
import { PlanTable } from '#web/features/licences/components/plan-table.tsx';

/** /plans (admin): the platform's plans, the dollar rate VES payments are priced at, and a way to the platform's accounts. */
export function PlanList() {
  const plans = usePlans();
  const rate = plans.data;
  return (
    <ScreenTitle titleKey="licences.plans.title">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ minWidth: 0 }}>
          <PlanTable />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          {/* Keyed by the rate: a new rate from the server starts the form again from it. */}
          {rate === undefined ? null : <DollarRateCard key={rate.dollar_rate} state={rate} />}
        </Grid>
      </Grid>
    </ScreenTitle>
  );
}
