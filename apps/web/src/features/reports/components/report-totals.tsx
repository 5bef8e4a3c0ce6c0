import Grid from '@mui/material/Grid';
import type { Report } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FigureCard } from '#web/components/figure-card.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** The four headline figures of a report: sales, revenue, average sale and shipping. */
export function ReportTotals({ totals }: { totals: Report['totals'] }) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const average = totals.revenue_count > 0 ? totals.revenue / totals.revenue_count : 0;
  const figures = [
    { key: 'count', value: number(totals.count), hint: money(totals.total) },
    {
      key: 'revenue',
      value: money(totals.revenue),
      hint: t('reports.totals.revenueCount', { count: totals.revenue_count }),
    },
    { key: 'average', value: money(average) },
    { key: 'shipping', value: money(totals.shipping) },
  ];
  return (
    <Grid container spacing={2}>
      {figures.map((f) => (
        <Grid key={f.key} size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard
            label={t(`reports.totals.${f.key}`)}
            value={f.value}
            hint={f.hint}
            className="report-card"
          />
        </Grid>
      ))}
    </Grid>
  );
}
