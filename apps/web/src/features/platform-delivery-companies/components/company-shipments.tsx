import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ShipmentRow } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, pagedRows } from '#web/components/data-table.tsx';
import { FigureCard } from '#web/components/figure-card.tsx';
import { shipmentStateKey } from '#web/components/shipment-chips.tsx';
import { useShipmentColumns } from '#web/components/shipment-columns.tsx';
import {
  useCompanyShipments,
  useCompanyShipmentTotals,
} from '#web/features/platform-delivery-companies/api/company-shipments.queries.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useFormat } from '#web/lib/use-format.ts';

/**
 * The company's shipments and charges: count, delivered, earned, settled, unsettled, and the
 * stores' cash its couriers collected (dollars, and bolívares when any).
 */
export function CompanyShipmentTotals({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const totals = useCompanyShipmentTotals(companyId);
  const figure = (value: (n: NonNullable<typeof totals.data>) => string) =>
    totals.data ? value(totals.data) : totals.isError ? '—' : <Skeleton width={80} />;
  const cards = [
    { key: 'count', value: figure((x) => number(x.count)) },
    { key: 'delivered', value: figure((x) => number(x.delivered)) },
    { key: 'earned', value: figure((x) => money(x.earned)) },
    { key: 'settled', value: figure((x) => money(x.settled)) },
    { key: 'unsettled', value: figure((x) => money(x.unsettled)) },
    {
      key: 'cashCollected',
      value: figure((x) => money(x.cash_collected)),
      hint: totals.data
        ? totals.data.cash_collected_ves === 0
          ? t('deliveryCompanies.totals.cashCollectedHint')
          : t('deliveryCompanies.totals.cashCollectedVesHint', {
              amount: money(totals.data.cash_collected_ves, 'VES'),
            })
        : undefined,
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((c) => (
        <Grid key={c.key} size={{ xs: 12, sm: 6, md: 4 }}>
          <FigureCard label={t(`deliveryCompanies.totals.${c.key}`)} value={c.value} hint={c.hint} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The company's latest shipments, read only: the company list's columns (its shipments'
 * pages are the company's own, so the number is plain text here, not a link).
 */
export function CompanyShipments({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const paging = useCursorPaging(String(companyId));
  const shipments = useCompanyShipments(companyId, paging.cursor);
  const columns: DataColumn<ShipmentRow>[] = useShipmentColumns('company').map((column) =>
    column.id === 'number'
      ? { ...column, cell: (row) => `#${row.bill_id}` }
      : column.id === 'shipment'
        ? { ...column, cell: (row) => <PlainShipment row={row} /> }
        : column,
  );
  return (
    <DataTable
      label={t('deliveryCompanies.details.shipments')}
      columns={columns}
      {...pagedRows(shipments, paging)}
      rowKey={(s) => s.id}
      emptyText={t('deliveryCompanies.details.noShipments')}
      skeletonRows={5}
    />
  );
}

/** A shipment as one small card on a phone, without the company side's link. */
function PlainShipment({ row }: { row: ShipmentRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { cash } = row;
  return (
    <span>
      <strong>#{row.bill_id}</strong> · {row.store.name} · {row.shopper_name} ·{' '}
      {t(shipmentStateKey(row.state))} · {format.money(row.price)}
      {cash
        ? ` · ${t(cash.collected ? 'shipments.cash.collected' : 'shipments.cash.toCollect', {
            amount: format.money(cash.amount, cash.currency),
          })}`
        : null}
    </span>
  );
}
