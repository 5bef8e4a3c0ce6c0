import Link from '@mui/material/Link';
import type { LicencePayment, MembershipEvent } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** Every change of the membership's end: trial, approved payments, extensions by hand. */
export function MembershipHistory({ events }: { events: readonly MembershipEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: DataColumn<MembershipEvent>[] = [
    { id: 'when', header: t('stores.history.when'), cell: (e) => format.dateTime(e.created_at, 'short') },
    {
      id: 'kind',
      header: t('stores.history.kind'),
      cell: (e) =>
        e.plan_name
          ? `${t(`stores.history.kinds.${e.kind}`)} · ${e.plan_name}`
          : t(`stores.history.kinds.${e.kind}`),
    },
    {
      id: 'length',
      header: t('stores.history.length'),
      cell: (e) =>
        e.months > 0
          ? t('stores.history.months', { n: format.number(e.months) })
          : t('stores.history.days', { n: format.number(e.days) }),
    },
    {
      id: 'until',
      header: t('stores.history.until'),
      cell: (e) => `${e.from_until ? format.date(e.from_until) : '—'} → ${format.date(e.to_until)}`,
    },
    { id: 'by', header: t('stores.history.by'), cell: (e) => e.actor_name ?? '—' },
    { id: 'note', header: t('stores.history.note'), cell: (e) => e.note ?? '' },
  ];
  return (
    <DataTable
      label={t('stores.details.history')}
      columns={columns}
      rows={events}
      rowKey={(e) => e.id}
      loading={false}
      emptyText={t('stores.history.empty')}
    />
  );
}

/** The owner's licence payments, each opening its licence sale. */
export function StorePayments({ payments }: { payments: readonly LicencePayment[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: DataColumn<LicencePayment>[] = [
    {
      id: 'id',
      header: t('stores.payments.payment'),
      cell: (p) => (
        <Link component={RouterLink} to={pathTo('licenseSaleDetails', { id: p.id })}>
          {`#${p.id}`}
        </Link>
      ),
    },
    { id: 'when', header: t('stores.payments.when'), cell: (p) => format.date(p.created_at) },
    { id: 'plan', header: t('stores.payments.plan'), cell: (p) => p.plan_name },
    {
      id: 'amount',
      header: t('stores.payments.amount'),
      align: 'right',
      cell: (p) => format.money(p.amount),
    },
    { id: 'reference', header: t('stores.payments.reference'), cell: (p) => p.reference },
    {
      id: 'status',
      header: t('stores.payments.status'),
      cell: (p) => t(`stores.payments.statuses.${p.status}`, { defaultValue: String(p.status) }),
    },
  ];
  return (
    <DataTable
      label={t('stores.details.payments')}
      columns={columns}
      rows={payments}
      rowKey={(p) => p.id}
      loading={false}
      emptyText={t('stores.payments.empty')}
    />
  );
}
