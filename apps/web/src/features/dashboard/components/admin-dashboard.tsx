import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareBars } from '#web/components/charts.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { Panel } from '#web/components/panel.tsx';
import { usePlatformSummary, useTopStores } from '#web/features/dashboard/api/dashboard.queries.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { CounterCard } from './counter-card.tsx';
import { Loaded } from './loaded.tsx';

// The licence figures are the admin's only: their code loads with the admin's dashboard, never the owner's.
const AdminLicenceSection = lazy(() => import('./admin-licence-section.tsx'));

/** The platform admin's dashboard: stores, customers and the stores that sold most in the range. */
export function AdminDashboard({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const summary = usePlatformSummary();
  const top = useTopStores(range);
  const stores = top.data?.top ?? [];
  return (
    <Stack spacing={2}>
      {summary.error ? <Alert severity="error">{loadErrorText(t, summary.error)}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CounterCard
            label={t('salesDashboard.platform.stores')}
            value={summary.data?.stores}
            format={number}
            integer
            icon={<StorefrontOutlinedIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CounterCard
            label={t('salesDashboard.platform.customers')}
            value={summary.data?.customers}
            format={number}
            integer
            icon={<PeopleOutlinedIcon />}
          />
        </Grid>
      </Grid>
      <Panel title={t('salesDashboard.platform.topStores')} id="dashboard-top-stores">
        <Loaded query={top} empty={stores.length === 0}>
          <ShareBars
            label={t('salesDashboard.platform.topStores')}
            rows={stores.map((s) => ({
              key: String(s.store_id),
              label: s.name,
              value: s.total,
              text: t('salesDashboard.platform.storeRow', { count: s.count, total: money(s.total) }),
              color: 'primary',
            }))}
          />
        </Loaded>
      </Panel>
      <Suspense fallback={null}>
        <AdminLicenceSection range={range} />
      </Suspense>
    </Stack>
  );
}
