import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Catalogue } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useCatalogues, useDeleteCatalogue } from '#web/features/catalogues/api/catalogue.queries.ts';
import { CatalogueDialog } from '#web/features/catalogues/components/catalogue-dialog.tsx';
import { useStoreId } from '#web/lib/use-store-id.ts';

export function CatalogueList() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const catalogues = useCatalogues(storeId);
  const remove = useDeleteCatalogue();
  const [editing, setEditing] = useState<Catalogue | 'new' | null>(null);

  const columns: DataColumn<Catalogue>[] = [
    { id: 'name', header: t('catalogues.columns.name'), cell: (c) => c.name },
    {
      id: 'products',
      header: t('catalogues.columns.products'),
      align: 'right',
      cell: (c) => c.products_count,
    },
    { id: 'extras', header: t('catalogues.columns.extras'), align: 'right', cell: (c) => c.extras_count },
    {
      id: 'actions',
      header: t('catalogues.columns.actions'),
      align: 'right',
      cell: (c) => (
        <RowActions
          editLabel={t('catalogues.editOne', { name: c.name })}
          onEdit={() => setEditing(c)}
          deleteLabel={t('catalogues.deleteOne', { name: c.name })}
          // A catalogue that still has products is refused (409) with the server's explanation.
          onDelete={{ run: () => remove.mutateAsync(c.id), toasts: 'catalogues', preferServer: true }}
        />
      ),
    },
  ];

  return (
    <ScreenTitle titleKey="catalogues.list.title">
      <DataTable
        label={t('catalogues.tableLabel')}
        columns={columns}
        rows={catalogues.data}
        rowKey={(c) => c.id}
        loading={catalogues.isPending}
        fetching={catalogues.isFetching}
        error={catalogues.error}
        onRetry={() => catalogues.refetch()}
        emptyText={t('catalogues.empty')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('catalogues.new')}
          </Button>
        }
      />
      {editing ? (
        <CatalogueDialog
          storeId={storeId}
          catalogue={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ScreenTitle>
  );
}
