import Typography from '@mui/material/Typography';
import type { BillRow } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/paths.ts';
import type { DataColumn } from '#web/components/data-table.tsx';
import { NumberLink, phoneCardColumn } from '#web/components/phone-card.tsx';
import { PaymentStatusChip, SaleStatusChip } from '#web/components/sale-status-chip.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { usePhone } from '#web/lib/use-phone.ts';

function SaleLink({ bill }: { bill: BillRow }) {
  const { t } = useTranslation();
  return (
    <NumberLink
      id={bill.id}
      to={pathTo('shoppingDetails', { id: bill.id })}
      label={t('sales.list.open', { id: bill.id })}
    />
  );
}

/**
 * The sales list's columns. Below 600 px one column draws each sale as a small card with what
 * the cashier or the owner checks first (number, customer, total, status, payment, date):
 * nine columns would not fit a phone and most of them would sit out of sight.
 */
export function useSaleColumns(): DataColumn<BillRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();

  if (phone) {
    return [
      phoneCardColumn({
        id: 'sale',
        headers: [t('sales.columns.number'), t('sales.columns.customer'), t('sales.columns.total')],
        testId: 'sale-card',
        lines: (b) => [
          {
            start: <SaleLink bill={b} />,
            end: <Typography sx={{ fontWeight: 600 }}>{format.money(b.total)}</Typography>,
          },
          {
            start: <Typography noWrap>{b.customer_name}</Typography>,
            end: <SaleStatusChip status={b.status} />,
          },
          {
            start: (
              <Typography variant="body2" color="text.secondary">
                {format.dateTime(b.created_at, 'short')}
              </Typography>
            ),
            end: <PaymentStatusChip sale={b} />,
          },
        ],
      }),
    ];
  }

  return [
    { id: 'number', header: t('sales.columns.number'), cell: (b) => <SaleLink bill={b} /> },
    { id: 'date', header: t('sales.columns.date'), cell: (b) => format.dateTime(b.created_at, 'short') },
    { id: 'customer', header: t('sales.columns.customer'), cell: (b) => b.customer_name },
    { id: 'channel', header: t('sales.columns.channel'), cell: (b) => t(`sales.channels.${b.channel}`) },
    { id: 'items', header: t('sales.columns.items'), align: 'right', cell: (b) => b.items_count },
    { id: 'total', header: t('sales.columns.total'), align: 'right', cell: (b) => format.money(b.total) },
    { id: 'status', header: t('sales.columns.status'), cell: (b) => <SaleStatusChip status={b.status} /> },
    {
      id: 'payment',
      header: t('sales.columns.payment'),
      cell: (b) => <PaymentStatusChip sale={b} />,
    },
    { id: 'reference', header: t('sales.columns.reference'), cell: (b) => b.payment_reference ?? '—' },
  ];
}
