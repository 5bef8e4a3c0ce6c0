import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BillRow } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../../app/paths.ts';
import type { DataColumn } from '../../../../components/data-table.tsx';
import { PaymentStatusChip, SaleStatusChip } from '../../../../components/sale-status-chip.tsx';
import { useFormat } from '../../../../lib/use-format.ts';

function SaleLink({ bill }: { bill: BillRow }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={pathTo('shoppingDetails', { id: bill.id })}
      aria-label={t('sales.list.open', { id: bill.id })}
      sx={{ fontWeight: 600 }}
    >
      #{bill.id}
    </Link>
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  if (phone) {
    return [
      {
        id: 'sale',
        header: [t('sales.columns.number'), t('sales.columns.customer'), t('sales.columns.total')].join(
          ' · ',
        ),
        cell: (b) => (
          <Box
            data-testid="sale-card"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.5,
              py: 0.5,
            }}
          >
            <SaleLink bill={b} />
            <Typography sx={{ fontWeight: 600, textAlign: 'end' }}>{format.money(b.total)}</Typography>
            <Typography noWrap>{b.customer_name}</Typography>
            <Box sx={{ justifySelf: 'end' }}>
              <SaleStatusChip status={b.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {format.dateTime(b.created_at, 'short')}
            </Typography>
            <Box sx={{ justifySelf: 'end' }}>
              <PaymentStatusChip status={b.payment_status} />
            </Box>
          </Box>
        ),
      },
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
      cell: (b) => <PaymentStatusChip status={b.payment_status} />,
    },
    { id: 'reference', header: t('sales.columns.reference'), cell: (b) => b.payment_reference ?? '—' },
  ];
}
