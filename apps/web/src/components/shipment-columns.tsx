import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShipmentRow } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/paths.ts';
import type { ShipmentSide } from '#web/lib/shipment.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { usePhone } from '#web/lib/use-phone.ts';
import type { DataColumn } from './data-table.tsx';
import { NumberLink, phoneCardColumn } from './phone-card.tsx';
import { SettledChip, ShipmentCashChip, ShipmentStateChip } from './shipment-chips.tsx';

/**
 * Where a shipment opens: the company's details (to verify, or the verified ones), the store's
 * sale page, which shows the company, the courier and the proof.
 */
export function shipmentPath(side: ShipmentSide, row: Pick<ShipmentRow, 'id' | 'bill_id' | 'state'>) {
  if (side === 'store') return pathTo('shoppingDetails', { id: row.bill_id });
  return pathTo(row.state === 'to-verify' ? 'deliveryShoppingDetails' : 'deliveryShippingDetails', {
    id: row.id,
  });
}

function ShipmentLink({ side, row }: { side: ShipmentSide; row: ShipmentRow }) {
  const { t } = useTranslation();
  return (
    <NumberLink
      id={row.bill_id}
      to={shipmentPath(side, row)}
      label={t('shipments.list.open', { id: row.bill_id })}
    />
  );
}

function ProofThumb({ row }: { row: ShipmentRow }) {
  const { t } = useTranslation();
  if (!row.proof_image) return '—';
  return (
    <img
      src={row.proof_image}
      alt={t('shipments.proof.alt', { id: row.bill_id })}
      style={{ display: 'block', width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }}
    />
  );
}

/** Wide columns a list may leave out (e.g. the courier, on one courier's shipments). */
export type ShipmentColumnId =
  | 'date'
  | 'party'
  | 'shopper'
  | 'courier'
  | 'state'
  | 'price'
  | 'settled'
  | 'proof';

/**
 * A shipments list's columns. The company sees the store of each shipment; the store sees the
 * company and the delivery photo; both see a cash order's money beside its state ("Cobrar al
 * entregar 12,50 US$"). Below 600 px one column draws each shipment as a small card.
 * `omit`: wide columns that would repeat what the screen already says.
 */
export function useShipmentColumns(
  side: ShipmentSide,
  { omit = [] }: { omit?: readonly ShipmentColumnId[] } = {},
): DataColumn<ShipmentRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const partyOf = (row: ShipmentRow) => (side === 'company' ? row.store.name : row.company.name);

  if (phone) {
    return [
      phoneCardColumn({
        id: 'shipment',
        headers: [t('shipments.columns.number'), t('shipments.columns.shopper')],
        lines: (row) => [
          {
            start: <ShipmentLink side={side} row={row} />,
            end: <Typography sx={{ fontWeight: 600 }}>{format.money(row.price)}</Typography>,
          },
          {
            start: <Typography noWrap>{row.shopper_name}</Typography>,
            end: <ShipmentStateChip state={row.state} />,
          },
          {
            start: (
              <Typography variant="body2" color="text.secondary" noWrap>
                {partyOf(row)}
              </Typography>
            ),
            end: (
              <Typography variant="body2" color="text.secondary">
                {format.date(row.sale_day, 'short')}
              </Typography>
            ),
          },
          // A cash order: what the courier collects, or has collected.
          ...(row.cash ? [{ start: <ShipmentCashChip cash={row.cash} /> }] : []),
        ],
      }),
    ];
  }

  const columns: DataColumn<ShipmentRow>[] = [
    {
      id: 'number',
      header: t('shipments.columns.number'),
      cell: (row) => <ShipmentLink side={side} row={row} />,
    },
    { id: 'date', header: t('shipments.columns.date'), cell: (row) => format.date(row.sale_day, 'short') },
    {
      id: 'party',
      header: t(side === 'company' ? 'shipments.columns.store' : 'shipments.columns.company'),
      cell: partyOf,
    },
    { id: 'shopper', header: t('shipments.columns.shopper'), cell: (row) => row.shopper_name },
    { id: 'courier', header: t('shipments.columns.courier'), cell: (row) => row.courier?.name ?? '—' },
    {
      id: 'state',
      header: t('shipments.columns.state'),
      cell: (row) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ShipmentStateChip state={row.state} />
          <ShipmentCashChip cash={row.cash} />
        </Stack>
      ),
    },
    {
      id: 'price',
      header: t('shipments.columns.price'),
      align: 'right',
      cell: (row) => format.money(row.price),
    },
    side === 'company'
      ? {
          id: 'settled',
          header: t('shipments.columns.settled'),
          cell: (row) => <SettledChip settled={row.settled} />,
        }
      : { id: 'proof', header: t('shipments.columns.proof'), cell: (row) => <ProofThumb row={row} /> },
  ];
  return omit.length === 0
    ? columns
    : columns.filter((column) => !(omit as readonly string[]).includes(column.id));
}
