import type { LicencePayment } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, pagedRows } from '../../../components/data-table.tsx';
import { useCursorPaging } from '../../../lib/use-cursor-paging.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { usePayments } from '../api/payment.queries.ts';
import { EMPTY_PAYMENT_FILTERS } from '../api/payment-filters.ts';
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
