import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LicencePayment } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../../app/paths.ts';
import type { DataColumn } from '../../../../components/data-table.tsx';
import { useFormat } from '../../../../lib/use-format.ts';
import { LicenceStatusChip } from '../../components/licence-status-chip.tsx';
import { PaymentAmount } from '../../components/payment-amount.tsx';

function PaymentLink({ payment }: { payment: LicencePayment }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={pathTo('licenseSaleDetails', { id: payment.id })}
      aria-label={t('licences.list.open', { id: payment.id })}
      sx={{ fontWeight: 600 }}
    >
      #{payment.id}
    </Link>
  );
}

/** The licence sales list's columns; below 600 px one card per payment with what is checked first. */
export function useLicenceSaleColumns(): DataColumn<LicencePayment>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const store = (p: LicencePayment) => p.store_name ?? '—';

  if (phone) {
    return [
      {
        id: 'payment',
        header: [
          t('licences.columns.number'),
          t('licences.columns.store'),
          t('licences.columns.amount'),
        ].join(' · '),
        cell: (p) => (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.5,
              py: 0.5,
            }}
          >
            <PaymentLink payment={p} />
            <Box sx={{ textAlign: 'end' }}>
              <PaymentAmount payment={p} />
            </Box>
            <Typography noWrap>{store(p)}</Typography>
            <Box sx={{ justifySelf: 'end' }}>
              <LicenceStatusChip status={p.status} />
            </Box>
            <Typography variant="body2" color="text.secondary" noWrap>
              {p.plan_name} · {format.date(p.created_at, 'short')}
            </Typography>
          </Box>
        ),
      },
    ];
  }

  return [
    { id: 'number', header: t('licences.columns.number'), cell: (p) => <PaymentLink payment={p} /> },
    { id: 'date', header: t('licences.columns.date'), cell: (p) => format.dateTime(p.created_at, 'short') },
    { id: 'store', header: t('licences.columns.store'), cell: store },
    { id: 'owner', header: t('licences.columns.owner'), cell: (p) => p.owner_name },
    { id: 'plan', header: t('licences.columns.plan'), cell: (p) => p.plan_name },
    {
      id: 'amount',
      header: t('licences.columns.amount'),
      align: 'right',
      cell: (p) => <PaymentAmount payment={p} />,
    },
    { id: 'reference', header: t('licences.columns.reference'), cell: (p) => p.reference },
    {
      id: 'status',
      header: t('licences.columns.status'),
      cell: (p) => <LicenceStatusChip status={p.status} />,
    },
  ];
}
