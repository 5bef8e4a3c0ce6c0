import Typography from '@mui/material/Typography';
import type { LicencePayment } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/paths.ts';
import type { DataColumn } from '#web/components/data-table.tsx';
import { NumberLink, phoneCardColumn } from '#web/components/phone-card.tsx';
import { LicenceStatusChip } from '#web/features/licences/components/licence-status-chip.tsx';
import { PaymentAmount } from '#web/features/licences/components/payment-amount.tsx';
import { paymentColumns } from '#web/features/licences/components/payment-columns.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { usePhone } from '#web/lib/use-phone.ts';

function PaymentLink({ payment }: { payment: LicencePayment }) {
  const { t } = useTranslation();
  return (
    <NumberLink
      id={payment.id}
      to={pathTo('licenseSaleDetails', { id: payment.id })}
      label={t('licences.list.open', { id: payment.id })}
    />
  );
}

/** The licence sales list's columns; below 600 px one card per payment with what is checked first. */
export function useLicenceSaleColumns(): DataColumn<LicencePayment>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const store = (p: LicencePayment) => p.store_name ?? '—';

  if (phone) {
    return [
      phoneCardColumn({
        id: 'payment',
        headers: [t('licences.columns.number'), t('licences.columns.store'), t('licences.columns.amount')],
        lines: (p) => [
          { start: <PaymentLink payment={p} />, end: <PaymentAmount payment={p} /> },
          {
            start: <Typography noWrap>{store(p)}</Typography>,
            end: <LicenceStatusChip status={p.status} />,
          },
          {
            start: (
              <Typography variant="body2" color="text.secondary" noWrap>
                {p.plan_name} · {format.date(p.created_at, 'short')}
              </Typography>
            ),
          },
        ],
      }),
    ];
  }

  return [
    { id: 'number', header: t('licences.columns.number'), cell: (p) => <PaymentLink payment={p} /> },
    { id: 'date', header: t('licences.columns.date'), cell: (p) => format.dateTime(p.created_at, 'short') },
    { id: 'store', header: t('licences.columns.store'), cell: store },
    { id: 'owner', header: t('licences.columns.owner'), cell: (p) => p.owner_name },
    ...paymentColumns(t),
  ];
}
