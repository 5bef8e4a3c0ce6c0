import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import {
  downloadStoresCsv,
  type StoreFilters,
  useAdminStores,
} from '#web/features/platform-stores/api/admin-stores.queries.ts';
import { useStoreColumns } from '#web/features/platform-stores/components/store-columns.tsx';
import {
  StoreFiltersBar,
  useStoreFilterParams,
} from '#web/features/platform-stores/components/store-filters.tsx';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/** /stores: every store of the platform (search, filters in the address, keyset paging, CSV). */
export function StoreList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const filterParams = useStoreFilterParams();
  const filters: StoreFilters = { q: q || undefined, ...filterParams.filters };
  const paging = useCursorPaging(JSON.stringify(filters));
  const stores = useAdminStores(filters, paging.cursor);
  const columns = useStoreColumns();
  const exporter = useMutation({ mutationFn: () => downloadStoresCsv(filters) });
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== 'newest');

  const exportCsv = () =>
    exporter.mutate(undefined, {
      onSuccess: (name) => toast.success(t('stores.export.done', { name })),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'stores.export.failed' }),
    });

  return (
    <ScreenTitle titleKey="stores.list.title">
      <StoreFiltersBar {...filterParams} />
      <DataTable
        label={t('stores.tableLabel')}
        columns={columns}
        {...pagedRows(stores, paging)}
        rowKey={(s) => s.id}
        emptyText={filtered ? t('stores.noMatches') : t('stores.empty')}
        search={{ value: search, onChange: setSearch, label: t('stores.search') }}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={exportCsv}
            loading={exporter.isPending}
          >
            {t('stores.export.button')}
          </Button>
        }
      />
    </ScreenTitle>
  );
}
