import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BarChart } from '#web/components/charts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useWeeklySales } from '#web/features/dashboard/api/dashboard.queries.ts';
import { bucketDays } from '#web/features/dashboard/api/dashboard-range.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { Loaded } from './loaded.tsx';

/** Sales per day (or per week over a long range) as bars, with the range's total. */
export function WeeklySalesPanel({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const weekly = useWeeklySales(range);
  const dayText = (day: string) => date(day, 'dayMonth');
  const buckets = bucketDays(weekly.data ?? []);
  const weeklyTotal = (weekly.data ?? []).reduce((s, d) => s + d.total, 0);
  return (
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
  );
}
