import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Report } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import type { ShareRow } from '#web/components/charts.tsx';
import { DayBarsPanel } from '#web/components/report/day-bars-panel.tsx';
import { useFigureColumns } from '#web/components/report/figure-columns.ts';
import { ReportBreakdown } from '#web/components/report/report-breakdown.tsx';
import { saleStatusColor, saleStatusKey } from '#web/components/sale-status.ts';
import { SaleStatusChip } from '#web/components/sale-status-chip.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { ReportTotals } from './report-totals.tsx';

/** A report's figures: totals, sales by day, and the breakdowns by status, channel, product and day. */
export function ReportBody({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { money, number, date } = useFormat();
  const dayLabel = (day: string) => date(day, 'dayMonth');
  const channelName = (channel: string) => t(`sales.channels.${channel}`);
  const { countColumn, moneyColumn } = useFigureColumns('reports.columns');
  const total = moneyColumn('total');
  /** Bars of a breakdown by a name (status, channel), each saying "<count> · <total>". */
  const countAndTotalBars =
    <T extends { count: number; total: number }>(
      name: (row: T) => string,
      value: (row: T) => number,
      color: (row: T) => ShareRow['color'],
    ) =>
    (rows: readonly T[]): ShareRow[] =>
      rows.map((row) => ({
        key: name(row),
        label: name(row),
        value: value(row),
        text: `${number(row.count)} · ${money(row.total)}`,
        color: color(row),
      }));

  return (
    <Stack spacing={2}>
      <ReportTotals totals={report.totals} />

      <DayBarsPanel
        texts="reports.byDay"
        id="report-by-day-chart"
        days={report.by_day}
        value={(d) => d.revenue}
        values={(d) => ({ revenue: money(d.revenue), count: d.count })}
      />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportBreakdown
            texts="reports.byStatus"
            id="report-by-status"
            rows={report.by_status}
            rowKey={(s) => s.status}
            bars={countAndTotalBars(
              (s) => t(saleStatusKey(s.status)),
              (s) => s.count,
              (s) => saleStatusColor(s.status),
            )}
            columns={[
              {
                id: 'status',
                header: t('reports.columns.status'),
                cell: (s) => <SaleStatusChip status={s.status} />,
              },
              countColumn('count'),
              total,
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportBreakdown
            texts="reports.byChannel"
            id="report-by-channel"
            rows={report.by_channel}
            rowKey={(c) => c.channel}
            bars={countAndTotalBars(
              (c) => channelName(c.channel),
              (c) => c.total,
              (c) => (c.channel === 'telegram' ? 'info' : 'secondary'),
            )}
            columns={[
              { id: 'channel', header: t('reports.columns.channel'), cell: (c) => channelName(c.channel) },
              countColumn('count'),
              total,
            ]}
          />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportBreakdown
            texts="reports.byProduct"
            id="report-by-product"
            rows={report.by_product}
            rowKey={(p) => p.product_id}
            maxHeight={360}
            bars={(rows) =>
              rows.slice(0, 8).map((p) => ({
                key: String(p.product_id),
                label: p.name,
                value: p.total,
                text: money(p.total),
                color: 'primary',
              }))
            }
            columns={[
              { id: 'name', header: t('reports.columns.product'), cell: (p) => p.name },
              countColumn('quantity'),
              total,
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportBreakdown
            texts="reports.byDay"
            titleKey="reports.byDay.tableTitle"
            id="report-by-day"
            rows={report.by_day}
            rowKey={(d) => d.day}
            maxHeight={520}
            columns={[
              { id: 'day', header: t('reports.columns.day'), cell: (d) => dayLabel(d.day) },
              countColumn('count'),
              total,
              moneyColumn('revenue'),
            ]}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
