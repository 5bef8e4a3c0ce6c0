import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareBars } from '#web/components/charts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useMostSelled, useMostUser, useProfit } from '#web/features/dashboard/api/dashboard.queries.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { CounterCard } from './counter-card.tsx';
import { Loaded } from './loaded.tsx';
import { RecentSalesPanel } from './recent-sales-panel.tsx';
import { WeeklySalesPanel } from './weekly-sales-panel.tsx';

/**
 * The store owner's dashboard: profit, sales by day, best sellers, latest sales and best buyers.
 * Each part owns its query, so a reply re-renders its part alone, not the whole screen.
 */
export function OwnerDashboard({ range }: { range: DateRange }) {
  // The panels under the first screen mount in a second, background render once the first is
  // drawn: their elements, styles and queries are not all set up in the task that draws the
  // dashboard (which was the longest task of a phone's visit).
  const rest = useDeferredValue(true, false);
  return (
    <Stack spacing={2}>
      <ProfitFigures range={range} />
      <WeeklySalesPanel range={range} />
      {rest ? (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <BestSellersPanel range={range} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <RecentSalesPanel />
            </Grid>
          </Grid>
          <BuyersPanels range={range} />
        </>
      ) : null}
    </Stack>
  );
}

function ProfitFigures({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const profit = useProfit(range);
  const figures = [
    { key: 'profit', value: profit.data?.profit, format: money, icon: <PaidOutlinedIcon /> },
    { key: 'sales', value: profit.data?.count, format: number, icon: <ReceiptLongOutlinedIcon /> },
    { key: 'average', value: profit.data?.average, format: money, icon: <TrendingUpIcon /> },
  ];
  return (
    <Grid container spacing={2}>
      {figures.map((f) => (
        <Grid key={f.key} size={{ xs: 12, sm: 4 }}>
          <CounterCard
            label={t(`salesDashboard.figures.${f.key}`)}
            value={f.value}
            format={f.format}
            integer={f.key === 'sales'}
            icon={f.icon}
          />
        </Grid>
      ))}
    </Grid>
  );
}

function BestSellersPanel({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const best = useMostSelled(range);
  return (
    <Panel title={t('salesDashboard.bestSellers.title')} id="dashboard-best">
      <Loaded query={best} empty={(best.data?.length ?? 0) === 0}>
        <ShareBars
          label={t('salesDashboard.bestSellers.title')}
          rows={(best.data ?? []).map((p) => ({
            key: String(p.product_id),
            label: p.name,
            value: p.quantity,
            text: t('salesDashboard.bestSellers.row', {
              quantity: number(p.quantity),
              total: money(p.total),
            }),
            color: 'primary',
          }))}
        />
      </Loaded>
    </Panel>
  );
}

function BuyersPanels({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const buyers = useMostUser(range);
  return (
    <Grid container spacing={2}>
      {(['telegram', 'web'] as const).map((channel) => (
        <Grid key={channel} size={{ xs: 12, md: 6 }}>
          <Panel title={t(`salesDashboard.buyers.${channel}`)} id={`dashboard-buyers-${channel}`}>
            <Loaded query={buyers} empty={(buyers.data?.[channel] ?? []).length === 0}>
              <ShareBars
                label={t(`salesDashboard.buyers.${channel}`)}
                rows={(buyers.data?.[channel] ?? []).map((b) => ({
                  key: String(b.client_id),
                  label: b.name,
                  value: b.total,
                  text: t('salesDashboard.buyers.row', { count: b.count, total: money(b.total) }),
                  color: channel === 'telegram' ? 'info' : 'secondary',
                }))}
              />
            </Loaded>
          </Panel>
        </Grid>
      ))}
    </Grid>
  );
}
