import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { BarChart, ShareBars } from '#web/components/charts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { bucketDays } from '#web/features/dashboard/api/dashboard-range.ts';
import { useLicenceStats } from '#web/lib/admin-store.queries.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { Loaded } from './loaded.tsx';

/**
 * The admin's licence figures (a chunk of its own, loaded only for the admin): revenue in the
 * range by plan and by day, new stores, and the memberships ending or ended, each opening the
 * store list filtered.
 */
export default function AdminLicenceSection({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { money, number, date } = useFormat();
  const stats = useLicenceStats(range);
  const s = stats.data;
  const figure = (value: number | undefined, show: (n: number) => string = number): ReactNode =>
    value === undefined ? <Skeleton width={60} /> : show(value);
  const figures: [string, ReactNode, string | null][] = [
    ['revenue', figure(s?.revenue.total, money), null],
    ['newStores', figure(s?.new_stores), `${paths.stores.path}?sort=newest`],
    ['expiring', figure(s?.expiring), `${paths.stores.path}?membership=expiring`],
    ['expired', figure(s?.expired), `${paths.stores.path}?membership=expired`],
    ['pending', figure(s?.pending_payments), paths.licenseSales.path],
  ];
  const dayText = (day: string) => date(day, 'dayMonth');
  const days = bucketDays((s?.revenue_by_day ?? []).map((d) => ({ ...d, count: 0 })));
  return (
    <Panel title={t('dashboard.licences.title')} id="dashboard-licences">
      <Stack spacing={3}>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {figures.map(([key, value, to]) => (
            <Grid key={key} component="li" size={{ xs: 6, md: 'grow' }}>
              <Typography variant="body2" color="text.secondary">
                {to ? (
                  <Link component={RouterLink} to={to}>
                    {t(`dashboard.licences.${key}`)}
                  </Link>
                ) : (
                  t(`dashboard.licences.${key}`)
                )}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('dashboard.licences.byPlan')}
            </Typography>
            <Loaded query={stats} empty={(s?.revenue_by_plan.length ?? 0) === 0}>
              <ShareBars
                label={t('dashboard.licences.byPlan')}
                rows={(s?.revenue_by_plan ?? []).map((p) => ({
                  key: String(p.plan_id),
                  label: p.plan_name,
                  value: p.total,
                  text: t('dashboard.licences.planRow', { total: money(p.total), n: number(p.count) }),
                  color: 'secondary',
                }))}
              />
            </Loaded>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('dashboard.licences.byDay')}
            </Typography>
            <Loaded query={stats} empty={false}>
              <BarChart
                label={t('dashboard.licences.byDay')}
                formatMax={money}
                points={days.map((b) => {
                  const when = b.day === b.to ? dayText(b.day) : `${dayText(b.day)} – ${dayText(b.to)}`;
                  return {
                    key: b.day,
                    label: dayText(b.day),
                    value: b.total,
                    title: t('dashboard.licences.dayBar', { when, total: money(b.total) }),
                  };
                })}
              />
            </Loaded>
          </Grid>
        </Grid>
      </Stack>
    </Panel>
  );
}
