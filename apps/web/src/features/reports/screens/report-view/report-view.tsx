import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Report } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BarChart, ShareBars } from '../../../../components/charts.tsx';
import { loadErrorText } from '../../../../components/data-table.tsx';
import { saleStatusColor, saleStatusKey } from '../../../../components/sale-status.ts';
import { SaleStatusChip } from '../../../../components/sale-status-chip.tsx';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { addDays, type DateRange, fromIsoDate, monthToDate, toIsoDate } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { toastFailure } from '../../../../lib/server-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useExportSales, useReport } from '../../api/report.queries.ts';
import { readReportRange } from '../../api/report-range.ts';
import { ReportPrintStyles } from '../../components/print-styles.tsx';
import { ReportTable } from '../../components/report-table.tsx';

/** The store's sales of a range of days: totals, breakdowns, charts, CSV and print (/reports). */
export function ReportView() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = new Date();
  const range = readReportRange(searchParams, today);
  const report = useReport(range);
  const exporter = useExportSales();
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });

  const setRange = (next: DateRange) =>
    setSearchParams(new URLSearchParams({ from: next.from, to: next.to }), { replace: true });
  const setBound = (bound: 'from' | 'to', value: string) => {
    if (!fromIsoDate(value)) return;
    const next = { ...range, [bound]: value };
    // Moving one end past the other moves both.
    setRange(next.from <= next.to ? next : { from: value, to: value });
  };
  const thisMonth = monthToDate(today);
  const lastMonthEnd = addDays(fromIsoDate(thisMonth.from)!, -1);
  const lastMonth = {
    from: toIsoDate(new Date(lastMonthEnd.getFullYear(), lastMonthEnd.getMonth(), 1)),
    to: toIsoDate(lastMonthEnd),
  };
  const last30 = { from: toIsoDate(addDays(today, -29)), to: toIsoDate(today) };

  const exportCsv = () =>
    exporter.mutate(range, {
      onSuccess: (name) => toast.success(t('reports.export.done', { name })),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'reports.export.failed' }),
    });

  return (
    <ScreenTitle titleKey="reports.view.title">
      <ReportPrintStyles />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.view.range', {
          from: long.format(fromIsoDate(range.from)!),
          to: long.format(fromIsoDate(range.to)!),
        })}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        className="no-print"
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}
      >
        <TextField
          type="date"
          size="small"
          label={t('reports.view.from')}
          value={range.from}
          onChange={(e) => setBound('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('reports.view.to')}
          value={range.to}
          onChange={(e) => setBound('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1} role="group" aria-label={t('reports.view.presets')}>
          <Button size="small" onClick={() => setRange(thisMonth)}>
            {t('reports.view.thisMonth')}
          </Button>
          <Button size="small" onClick={() => setRange(lastMonth)}>
            {t('reports.view.lastMonth')}
          </Button>
          <Button size="small" onClick={() => setRange(last30)}>
            {t('reports.view.last30')}
          </Button>
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          loading={exporter.isPending}
        >
          {t('reports.view.export')}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('reports.view.print')}
        </Button>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }} className="no-print">
        {report.isFetching && report.data ? <LinearProgress aria-label={t('reports.view.loading')} /> : null}
      </Box>
      {report.error && !report.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void report.refetch()}>
              {t('reports.view.retry')}
            </Button>
          }
        >
          {loadErrorText(t, report.error)}
        </Alert>
      ) : report.data ? (
        <ReportBody report={report.data} />
      ) : (
        <Grid container spacing={2} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
              <Skeleton variant="rounded" height={96} />
            </Grid>
          ))}
        </Grid>
      )}
    </ScreenTitle>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      className="report-card"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card variant="outlined" className="report-card" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const short = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const dayLabel = (day: string) => short.format(fromIsoDate(day)!);
  const { totals } = report;
  const average = totals.revenue_count > 0 ? totals.revenue / totals.revenue_count : 0;
  const channelName = (channel: string) => t(`sales.channels.${channel}`);

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure label={t('reports.totals.count')} value={count(totals.count)} hint={money(totals.total)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure
            label={t('reports.totals.revenue')}
            value={money(totals.revenue)}
            hint={t('reports.totals.revenueCount', { count: totals.revenue_count })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure label={t('reports.totals.average')} value={money(average)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Figure label={t('reports.totals.shipping')} value={money(totals.shipping)} />
        </Grid>
      </Grid>

      <Panel title={t('reports.byDay.title')} id="report-by-day-chart">
        <BarChart
          label={t('reports.byDay.chart')}
          points={report.by_day.map((d) => ({
            key: d.day,
            label: dayLabel(d.day),
            value: d.revenue,
            title: t('reports.byDay.bar', {
              day: dayLabel(d.day),
              revenue: money(d.revenue),
              count: d.count,
            }),
          }))}
          formatMax={money}
        />
      </Panel>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={t('reports.byStatus.title')} id="report-by-status">
            <ShareBars
              label={t('reports.byStatus.chart')}
              rows={report.by_status.map((s) => ({
                key: String(s.status),
                label: t(saleStatusKey(s.status)),
                value: s.count,
                text: `${count(s.count)} · ${money(s.total)}`,
                color: saleStatusColor(s.status),
              }))}
            />
            <ReportTable
              label={t('reports.byStatus.table')}
              rows={report.by_status}
              rowKey={(s) => s.status}
              emptyText={t('reports.empty')}
              columns={[
                {
                  id: 'status',
                  header: t('reports.columns.status'),
                  cell: (s) => <SaleStatusChip status={s.status} />,
                },
                {
                  id: 'count',
                  header: t('reports.columns.count'),
                  numeric: true,
                  cell: (s) => count(s.count),
                },
                {
                  id: 'total',
                  header: t('reports.columns.total'),
                  numeric: true,
                  cell: (s) => money(s.total),
                },
              ]}
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={t('reports.byChannel.title')} id="report-by-channel">
            <ShareBars
              label={t('reports.byChannel.chart')}
              rows={report.by_channel.map((c) => ({
                key: c.channel,
                label: channelName(c.channel),
                value: c.total,
                text: `${count(c.count)} · ${money(c.total)}`,
                color: c.channel === 'telegram' ? 'info' : 'secondary',
              }))}
            />
            <ReportTable
              label={t('reports.byChannel.table')}
              rows={report.by_channel}
              rowKey={(c) => c.channel}
              emptyText={t('reports.empty')}
              columns={[
                { id: 'channel', header: t('reports.columns.channel'), cell: (c) => channelName(c.channel) },
                {
                  id: 'count',
                  header: t('reports.columns.count'),
                  numeric: true,
                  cell: (c) => count(c.count),
                },
                {
                  id: 'total',
                  header: t('reports.columns.total'),
                  numeric: true,
                  cell: (c) => money(c.total),
                },
              ]}
            />
          </Panel>
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={t('reports.byProduct.title')} id="report-by-product">
            <ShareBars
              label={t('reports.byProduct.chart')}
              rows={report.by_product.slice(0, 8).map((p) => ({
                key: String(p.product_id),
                label: p.name,
                value: p.total,
                text: money(p.total),
                color: 'primary',
              }))}
            />
            <ReportTable
              label={t('reports.byProduct.table')}
              rows={report.by_product}
              rowKey={(p) => p.product_id}
              emptyText={t('reports.empty')}
              maxHeight={360}
              columns={[
                { id: 'name', header: t('reports.columns.product'), cell: (p) => p.name },
                {
                  id: 'quantity',
                  header: t('reports.columns.quantity'),
                  numeric: true,
                  cell: (p) => count(p.quantity),
                },
                {
                  id: 'total',
                  header: t('reports.columns.total'),
                  numeric: true,
                  cell: (p) => money(p.total),
                },
              ]}
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={t('reports.byDay.tableTitle')} id="report-by-day">
            <ReportTable
              label={t('reports.byDay.table')}
              rows={report.by_day}
              rowKey={(d) => d.day}
              emptyText={t('reports.empty')}
              maxHeight={520}
              columns={[
                { id: 'day', header: t('reports.columns.day'), cell: (d) => dayLabel(d.day) },
                {
                  id: 'count',
                  header: t('reports.columns.count'),
                  numeric: true,
                  cell: (d) => count(d.count),
                },
                {
                  id: 'total',
                  header: t('reports.columns.total'),
                  numeric: true,
                  cell: (d) => money(d.total),
                },
                {
                  id: 'revenue',
                  header: t('reports.columns.revenue'),
                  numeric: true,
                  cell: (d) => money(d.revenue),
                },
              ]}
            />
          </Panel>
        </Grid>
      </Grid>
    </Stack>
  );
}
