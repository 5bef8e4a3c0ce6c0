import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ShipmentReport, ShipmentTotals } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import type { ShareRow } from '#web/components/charts.tsx';
import { FigureCard } from '#web/components/figure-card.tsx';
import { DayBarsPanel } from '#web/components/report/day-bars-panel.tsx';
import { useFigureColumns } from '#web/components/report/figure-columns.ts';
import { ReportBreakdown } from '#web/components/report/report-breakdown.tsx';
import type { ReportColumn } from '#web/components/report/report-table.tsx';
import { ShipmentStateChip, shipmentStateKey } from '#web/components/shipment-chips.tsx';
import { useFormat } from '#web/lib/use-format.ts';

type Money = Pick<ShipmentTotals, 'count' | 'delivered' | 'earned' | 'settled' | 'unsettled'>;
/** The cash orders' money the couriers collected: the stores' money the company holds. */
type Cash = Pick<ShipmentTotals, 'cash_collected' | 'cash_collected_ves'>;

/** The company's figures of a range: totals, charges earned by day, by state, store and courier. */
export function ShipmentReportBody({ report }: { report: ShipmentReport }) {
  const { t } = useTranslation();
  const { money, number, date } = useFormat();
  const dayLabel = (day: string) => date(day, 'dayMonth');
  const { countColumn, moneyColumn } = useFigureColumns('shipments.report.columns');
  /** The cash collected in dollars and, below it when there is any, in bolívares. */
  const cashColumn: ReportColumn<Cash> = {
    id: 'cashCollected',
    header: t('shipments.report.columns.cashCollected'),
    numeric: true,
    cell: (row) => (
      <>
        {money(row.cash_collected)}
        {row.cash_collected_ves === 0 ? null : (
          <Box component="span" sx={{ display: 'block' }}>
            {money(row.cash_collected_ves, 'VES')}
          </Box>
        )}
      </>
    ),
  };
  /** Count, delivered, earned, settled, unsettled and cash collected: the columns of every group. */
  const figures = [
    countColumn('count'),
    countColumn('delivered'),
    moneyColumn('earned'),
    moneyColumn('settled'),
    moneyColumn('unsettled'),
    cashColumn,
  ];
  const earnedBars =
    <T extends Money>(name: (row: T) => string) =>
    (rows: readonly T[]): ShareRow[] =>
      rows.slice(0, 8).map((row) => ({
        key: name(row),
        label: name(row),
        value: row.earned,
        text: `${number(row.count)} · ${money(row.earned)}`,
        color: row.unsettled > 0 ? 'warning' : 'success',
      }));
  const totals = report.totals;
  const cards = [
    {
      key: 'count',
      value: number(totals.count),
      hint: t('shipments.report.totals.deliveredHint', { count: totals.delivered }),
    },
    { key: 'earned', value: money(totals.earned) },
    { key: 'settled', value: money(totals.settled) },
    { key: 'unsettled', value: money(totals.unsettled) },
    {
      key: 'cashCollected',
      value: money(totals.cash_collected),
      hint:
        totals.cash_collected_ves === 0
          ? t('shipments.report.totals.cashCollectedHint')
          : t('shipments.report.totals.cashCollectedVesHint', {
              amount: money(totals.cash_collected_ves, 'VES'),
            }),
    },
  ];

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {cards.map((c) => (
          <Grid key={c.key} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
            <FigureCard
              label={t(`shipments.report.totals.${c.key}`)}
              value={c.value}
              hint={c.hint}
              className="report-card"
            />
          </Grid>
        ))}
      </Grid>
      <DayBarsPanel
        texts="shipments.report.byDay"
        id="shipment-report-by-day-chart"
        days={report.by_day}
        value={(d) => d.earned}
        values={(d) => ({ earned: money(d.earned), n: number(d.count) })}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportBreakdown
            texts="shipments.report.byState"
            id="shipment-report-by-state"
            rows={report.by_state}
            rowKey={(s) => s.state}
            bars={(rows) =>
              rows.map((s) => ({
                key: s.state,
                label: t(shipmentStateKey(s.state)),
                value: s.count,
                text: `${number(s.count)} · ${money(s.price)}`,
              }))
            }
            columns={[
              {
                id: 'state',
                header: t('shipments.report.columns.state'),
                cell: (s) => <ShipmentStateChip state={s.state} />,
              },
              countColumn('count'),
              moneyColumn('price'),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportBreakdown
            texts="shipments.report.byDay"
            titleKey="shipments.report.byDay.tableTitle"
            id="shipment-report-by-day"
            rows={report.by_day}
            rowKey={(d) => d.day}
            maxHeight={420}
            columns={[
              { id: 'day', header: t('shipments.report.columns.day'), cell: (d) => dayLabel(d.day) },
              ...figures,
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ReportBreakdown
            texts="shipments.report.byStore"
            id="shipment-report-by-store"
            rows={report.by_store}
            rowKey={(s) => s.store.id}
            bars={earnedBars((s) => s.store.name)}
            columns={[
              { id: 'store', header: t('shipments.report.columns.store'), cell: (s) => s.store.name },
              ...figures,
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ReportBreakdown
            texts="shipments.report.byCourier"
            id="shipment-report-by-courier"
            rows={report.by_courier}
            rowKey={(c) => c.courier.id}
            bars={earnedBars((c) => c.courier.name)}
            columns={[
              { id: 'courier', header: t('shipments.report.columns.courier'), cell: (c) => c.courier.name },
              ...figures,
            ]}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
