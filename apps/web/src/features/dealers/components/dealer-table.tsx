import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Dealer } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { type DealerSide, useDealers, useDeleteDealer } from '#web/features/dealers/api/dealer.queries.ts';
import { DealerDialog } from './dealer-dialog.tsx';

export const dealerName = (d: Dealer) => `${d.name} ${d.lastname}`.trim();

/** The details screen of a courier, on the side's own route. */
export const dealerDetailsPath = (side: DealerSide, id: number) =>
  pathTo(side.kind === 'store' ? 'dealerDetails' : 'deliveryDealerDetails', { id });

/** A store's or a delivery company's couriers: create, edit, delete (confirmed), active or not. */
export function DealerTable({ side }: { side: DealerSide }) {
  const { t } = useTranslation();
  const dealers = useDealers(side);
  const remove = useDeleteDealer(side);
  const [editing, setEditing] = useState<Dealer | 'new' | null>(null);

  const columns: DataColumn<Dealer>[] = [
    {
      id: 'name',
      header: t('dealers.columns.name'),
      cell: (d) => (
        <Link component={RouterLink} to={dealerDetailsPath(side, d.id)}>
          {dealerName(d)}
        </Link>
      ),
    },
    { id: 'phone', header: t('dealers.columns.phone'), cell: (d) => d.phone },
    {
      id: 'document',
      header: t('dealers.columns.document'),
      cell: (d) => `${d.identification_type}-${d.identification}`,
    },
    {
      id: 'vehicle',
      header: t('dealers.columns.vehicle'),
      cell: (d) => [d.vehicle, d.plate].filter(Boolean).join(' · ') || '—',
    },
    {
      id: 'status',
      header: t('dealers.columns.status'),
      cell: (d) => <DealerStatusChip dealer={d} />,
    },
    {
      id: 'actions',
      header: t('dealers.columns.actions'),
      align: 'right',
      cell: (d) => (
        <RowActions
          editLabel={t('dealers.editOne', { name: dealerName(d) })}
          onEdit={() => setEditing(d)}
          deleteLabel={t('dealers.deleteOne', { name: dealerName(d) })}
          onDelete={{ run: () => remove.mutateAsync(d.id), toasts: 'dealers' }}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('dealers.tableLabel')}
        columns={columns}
        rows={dealers.data}
        rowKey={(d) => d.id}
        loading={dealers.isPending}
        fetching={dealers.isFetching}
        error={dealers.error}
        onRetry={() => dealers.refetch()}
        emptyText={t('dealers.empty')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('dealers.new')}
          </Button>
        }
      />
      {editing ? (
        <DealerDialog
          side={side}
          dealer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

export function DealerStatusChip({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={dealer.active ? 'success' : 'default'}
      label={t(dealer.active ? 'dealers.active' : 'dealers.inactive')}
    />
  );
}
