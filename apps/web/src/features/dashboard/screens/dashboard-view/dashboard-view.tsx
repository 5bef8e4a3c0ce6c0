import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLES } from '@vitrina/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../../app/paths.ts';
import { BarChart, ShareBars } from '../../../../components/charts.tsx';
import { loadErrorText } from '../../../../components/data-table.tsx';
import { SaleStatusChip } from '../../../../components/sale-status-chip.tsx';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { type DateRange, fromIsoDate } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import {
  useMostSelled,
  useMostUser,
  usePlatformSummary,
  useProfit,
  useRecentBills,
  useTopStores,
  useWeeklySales,
} from '../../api/dashboard.queries.ts';
import { bucketDays, dashboardRange, type RangeKind } from '../../api/dashboard-range.ts';
import { CounterCard } from '../../components/counter-card.tsx';
import { RangeSwitch } from '../../components/range-switch.tsx';

/** /dashboard: the store's sales for its owner, the platform for the admin. */
export function DashboardView() {
  const session = useSession();
  const isAdmin = session?.user.role_id === ROLES.ADMIN;
  const [kind, setKind] = useState<RangeKind>('week');
  const [custom, setCustom] = useState<Partial<DateRange>>({});
  const range = dashboardRange(kind, new Date(), custom);
  const chooseKind = (next: RangeKind) => {
    // Custom starts from the days on screen, then the user moves either end.
    if (next === 'custom') setCustom(range);
    setKind(next);
  };
  return (
    <ScreenTitle titleKey="dashboard.view.title">
      <RangeSwitch kind={kind} range={range} custom={custom} onKind={chooseKind} onCustom={setCustom} />
      {isAdmin ? <AdminDashboard range={range} /> : <OwnerDashboard range={range} />}
    </ScreenTitle>
  );
}

function Panel({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Loading, failed or empty; otherwise the content. */
function Loaded({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; error: unknown; data?: unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error && !query.data) return <Alert severity="error">{loadErrorText(t, query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (empty)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {t('salesDashboard.empty')}
      </Typography>
    );
  return <>{children}</>;
}

function OwnerDashboard({ range }: { range: DateRange }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const whole = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const profit = useProfit(range);
  const weekly = useWeeklySales(range);
  const best = useMostSelled(range);
  const buyers = useMostUser(range);
  const recent = useRecentBills();
  const short = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const dayText = (day: string) => short.format(fromIsoDate(day)!);
  const buckets = bucketDays(weekly.data ?? []);
  const weeklyTotal = (weekly.data ?? []).reduce((s, d) => s + d.total, 0);

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CounterCard
            label={t('salesDashboard.figures.profit')}
            value={profit.data?.profit}
            format={money}
            icon={<PaidOutlinedIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CounterCard
            label={t('salesDashboard.figures.sales')}
            value={profit.data?.count}
            format={whole}
            integer
            icon={<ReceiptLongOutlinedIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CounterCard
            label={t('salesDashboard.figures.average')}
            value={profit.data?.average}
            format={money}
            icon={<TrendingUpIcon />}
          />
        </Grid>
      </Grid>

      <Panel
        title={t('salesDashboard.weekly.title')}
        id="dashboard-weekly"
        action={
          weekly.data ? (
            <Typography variant="body2" color="text.secondary">
              {t('salesDashboard.weekly.total', { total: money(weeklyTotal) })}
            </Typography>
          ) : null
        }
      >
        <Loaded query={weekly} empty={false}>
          <BarChart
            label={t('salesDashboard.weekly.chart')}
            formatMax={money}
            points={buckets.map((b) => {
              const when =
                b.day === b.to
                  ? dayText(b.day)
                  : t('salesDashboard.weekly.span', { from: dayText(b.day), to: dayText(b.to) });
              return {
                key: b.day,
                label: dayText(b.day),
                value: b.total,
                title: t('salesDashboard.weekly.bar', { when, total: money(b.total), count: b.count }),
              };
            })}
          />
        </Loaded>
      </Panel>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={t('salesDashboard.bestSellers.title')} id="dashboard-best">
            <Loaded query={best} empty={(best.data?.length ?? 0) === 0}>
              <ShareBars
                label={t('salesDashboard.bestSellers.title')}
                rows={(best.data ?? []).map((p) => ({
                  key: String(p.product_id),
                  label: p.name,
                  value: p.quantity,
                  text: t('salesDashboard.bestSellers.row', {
                    quantity: whole(p.quantity),
                    total: money(p.total),
                  }),
                  color: 'primary',
                }))}
              />
            </Loaded>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel
            title={t('salesDashboard.recent.title')}
            id="dashboard-recent"
            action={
              <Link component={RouterLink} to={pathTo('shoppingList')} variant="body2">
                {t('salesDashboard.recent.all')}
              </Link>
            }
          >
            <Loaded query={recent} empty={(recent.data?.data.length ?? 0) === 0}>
              <List dense disablePadding aria-label={t('salesDashboard.recent.title')}>
                {(recent.data?.data ?? []).map((b) => (
                  <ListItem
                    key={b.id}
                    disableGutters
                    secondaryAction={<SaleStatusChip status={b.status} />}
                    sx={{ pr: 16 }}
                  >
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={pathTo('shoppingDetails', { id: b.id })}>
                          {t('salesDashboard.recent.sale', { id: b.id, customer: b.customer_name })}
                        </Link>
                      }
                      secondary={t('salesDashboard.recent.detail', {
                        total: money(b.total),
                        when: dateTime.format(new Date(b.updated_at)),
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            </Loaded>
          </Panel>
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        {(['telegram', 'web'] as const).map((channel) => {
          const rows = buyers.data?.[channel] ?? [];
          return (
            <Grid key={channel} size={{ xs: 12, md: 6 }}>
              <Panel title={t(`salesDashboard.buyers.${channel}`)} id={`dashboard-buyers-${channel}`}>
                <Loaded query={buyers} empty={rows.length === 0}>
                  <ShareBars
                    label={t(`salesDashboard.buyers.${channel}`)}
                    rows={rows.map((b) => ({
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
          );
        })}
      </Grid>
    </Stack>
  );
}

function AdminDashboard({ range }: { range: DateRange }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const whole = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
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
            format={whole}
            integer
            icon={<StorefrontOutlinedIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CounterCard
            label={t('salesDashboard.platform.customers')}
            value={summary.data?.customers}
            format={whole}
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
    </Stack>
  );
}
