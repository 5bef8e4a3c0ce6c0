import type { Dealer, LinkedStore } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** The stores linked to the company (admin's details). */
export function CompanyStores({ stores }: { stores: LinkedStore[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: DataColumn<LinkedStore>[] = [
    { id: 'name', header: t('delivery.linkedStores.columns.store'), cell: (s) => s.name },
    { id: 'phone', header: t('delivery.linkedStores.columns.phone'), cell: (s) => s.phone ?? '—' },
    { id: 'since', header: t('delivery.linkedStores.columns.since'), cell: (s) => format.date(s.linked_at) },
  ];
  return (
    <DataTable
      label={t('deliveryCompanies.details.stores')}
      columns={columns}
      rows={stores}
      rowKey={(s) => s.id}
      loading={false}
      emptyText={t('deliveryCompanies.details.noStores')}
    />
  );
}

/** The company's couriers (admin's details, read only). */
export function CompanyDealers({ dealers }: { dealers: Dealer[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<Dealer>[] = [
    { id: 'name', header: t('dealers.columns.name'), cell: (d) => `${d.name} ${d.lastname}`.trim() },
    { id: 'phone', header: t('dealers.columns.phone'), cell: (d) => d.phone },
    {
      id: 'vehicle',
      header: t('dealers.columns.vehicle'),
      cell: (d) => [d.vehicle, d.plate].filter(Boolean).join(' · ') || '—',
    },
    {
      id: 'status',
      header: t('dealers.columns.status'),
      cell: (d) => t(d.active ? 'dealers.active' : 'dealers.inactive'),
    },
  ];
  return (
    <DataTable
      label={t('deliveryCompanies.details.dealers')}
      columns={columns}
      rows={dealers}
      rowKey={(d) => d.id}
      loading={false}
      emptyText={t('deliveryCompanies.details.noDealers')}
    />
  );
}
