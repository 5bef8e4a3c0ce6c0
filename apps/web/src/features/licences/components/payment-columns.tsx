import type { LicencePayment } from '@vitrina/contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '#web/components/data-table.tsx';
import { LicenceStatusChip } from './licence-status-chip.tsx';
import { PaymentAmount } from './payment-amount.tsx';

/** What every list of plan payments shows of one, after its own columns: plan, amount, reference, status. */
export function paymentColumns(t: TFunction): DataColumn<LicencePayment>[] {
  return [
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
