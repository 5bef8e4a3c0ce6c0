import type { LicencePayment } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, pagedRows } from '#web/components/data-table.tsx';
import { usePayments } from '#web/features/licences/api/payment.queries.ts';
import { EMPTY_PAYMENT_FILTERS } from '#web/features/licences/api/payment-filters.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { paymentColumns } from './payment-columns.tsx';

/** The owner's own payments for plans and what became of each. */
export function OwnPayments() {
  const { t } = useTranslation();
  const format = useFormat();
  const paging = useCursorPaging('own');
  const payments = usePayments(EMPTY_PAYMENT_FILTERS, paging.cursor, 10);
  const columns: DataColumn<LicencePayment>[] = [
    { id: 'date', header: t('licences.columns.date'), cell: (p) => format.date(p.created_at, 'short') },
    ...paymentColumns(t),
  ];
  return (
    <DataTable
      label={t('licences.upgrade.paymentsTable')}
      columns={columns}
      {...pagedRows(payments, paging)}
      rowKey={(p) => p.id}
      emptyText={t('licences.upgrade.noPayments')}
      skeletonRows={3}
    />
  );
}
