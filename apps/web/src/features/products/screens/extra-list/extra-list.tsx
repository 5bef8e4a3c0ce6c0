import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import type { Extra } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import {
  useCatalogueOptions,
  useDeleteExtra,
  useExtras,
  useUpdateExtra,
} from '#web/features/products/api/product.queries.ts';
import { ExtraDialog } from '#web/features/products/components/extra-dialog.tsx';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useStoreId } from '#web/lib/use-store-id.ts';

export function ExtraList() {
  const { t } = useTranslation();
  const format = useFormat();
  const storeId = useStoreId();
  const extras = useExtras(storeId);
  const catalogues = useCatalogueOptions(storeId);
  const update = useUpdateExtra();
  const remove = useDeleteExtra();
  const [editing, setEditing] = useState<Extra | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim().toLocaleLowerCase(), 150);
  // A store has a handful of extras: GET store/{id}/extras answers them all and the search is local.
  const rows = extras.data?.filter(
    (e) => !q || e.name.toLocaleLowerCase().includes(q) || e.catalogueName.toLocaleLowerCase().includes(q),
  );

  const toggle = (extra: Extra, active: boolean) =>
    update.mutate(
      { id: extra.id, body: { active } },
      {
        onSuccess: () => toast.success(t('toasts.extras.updated')),
        onError: (error) =>
          toastFailure(t, error, { fallbackKey: 'toasts.extras.updateFailed', preferServer: true }),
      },
    );

  const columns: DataColumn<Extra>[] = [
    { id: 'name', header: t('products.columns.name'), cell: (e) => e.name },
    { id: 'catalogue', header: t('products.columns.catalogue'), cell: (e) => e.catalogueName },
    {
      id: 'price',
      header: t('products.columns.price'),
      align: 'right',
      cell: (e) => format.money(e.price),
    },
    {
      id: 'active',
      header: t('products.columns.active'),
      cell: (e) => (
        <Switch
          checked={e.active}
          onChange={(event) => toggle(e, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('products.extras.activeOne', { name: e.name }) } }}
        />
      ),
    },
    {
      id: 'actions',
      header: t('products.columns.actions'),
      align: 'right',
      cell: (e) => (
        <RowActions
          editLabel={t('products.extras.editOne', { name: e.name })}
          onEdit={() => setEditing(e)}
          deleteLabel={t('products.extras.deleteOne', { name: e.name })}
          onDelete={{ run: () => remove.mutateAsync(e.id), toasts: 'extras', preferServer: true }}
        />
      ),
    },
  ];

  return (
    <ScreenTitle titleKey="products.extras.title">
      <DataTable
        label={t('products.extras.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        loading={extras.isPending}
        fetching={extras.isFetching}
        error={extras.error}
        onRetry={() => extras.refetch()}
        emptyText={q ? t('products.noMatches') : t('products.extras.empty')}
        search={{ value: search, onChange: setSearch, label: t('products.extras.search') }}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('products.extras.new')}
          </Button>
        }
      />
      {editing ? (
        <ExtraDialog
          extra={editing === 'new' ? null : editing}
          catalogues={catalogues.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ScreenTitle>
  );
}
