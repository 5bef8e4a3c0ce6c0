import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Dealer } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../../app/paths.ts';
import { type DataColumn, DataTable } from '../../../../components/data-table.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { useStoreId } from '../../../../lib/use-store-id.ts';
import { useDealers, useDeleteDealer } from '../../api/dealer.queries.ts';
import { DealerDialog } from '../../components/dealer-dialog.tsx';

const fullName = (d: Dealer) => `${d.name} ${d.lastname}`.trim();

export function DealerList() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const dealers = useDealers(storeId);
  const remove = useDeleteDealer();
  const [editing, setEditing] = useState<Dealer | 'new' | null>(null);

  const columns: DataColumn<Dealer>[] = [
    {
      id: 'name',
      header: t('dealers.columns.name'),
      cell: (d) => (
        <Link component={RouterLink} to={pathTo('dealerDetails', { id: d.id })}>
          {fullName(d)}
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
      cell: (d) => (
        <Chip
          size="small"
          color={d.active ? 'success' : 'default'}
          label={t(d.active ? 'dealers.active' : 'dealers.inactive')}
        />
      ),
    },
    {
      id: 'actions',
      header: t('dealers.columns.actions'),
      align: 'right',
      cell: (d) => (
        <RowActions
          editLabel={t('dealers.editOne', { name: fullName(d) })}
          onEdit={() => setEditing(d)}
          deleteLabel={t('dealers.deleteOne', { name: fullName(d) })}
          onDelete={{ run: () => remove.mutateAsync(d.id), toasts: 'dealers' }}
        />
      ),
    },
  ];

  return (
    <ScreenTitle titleKey="dealers.list.title">
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
        <DealerDialog dealer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ScreenTitle>
  );
}
