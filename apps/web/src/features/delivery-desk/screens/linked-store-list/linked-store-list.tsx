import Typography from '@mui/material/Typography';
import type { LinkedStore } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useLinkedStores } from '#web/features/delivery-desk/api/company.queries.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';

/** /delivery-linked-stores: the stores that linked the company (they choose it; it cannot add them). */
export function LinkedStoreList() {
  const { t } = useTranslation();
  const format = useFormat();
  const stores = useLinkedStores();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim().toLocaleLowerCase());
  const rows = q ? stores.data?.filter((s) => s.name.toLocaleLowerCase().includes(q)) : stores.data;

  const columns: DataColumn<LinkedStore>[] = [
    { id: 'name', header: t('delivery.linkedStores.columns.store'), cell: (s) => s.name },
    { id: 'phone', header: t('delivery.linkedStores.columns.phone'), cell: (s) => s.phone ?? '—' },
    { id: 'address', header: t('delivery.linkedStores.columns.address'), cell: (s) => s.address ?? '—' },
    {
      id: 'since',
      header: t('delivery.linkedStores.columns.since'),
      cell: (s) => format.date(s.linked_at),
    },
  ];

  return (
    <ScreenTitle titleKey="delivery.linkedStores.title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('delivery.linkedStores.hint')}
      </Typography>
      <DataTable
        label={t('delivery.linkedStores.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        loading={stores.isPending}
        fetching={stores.isFetching}
        error={stores.error}
        onRetry={() => stores.refetch()}
        emptyText={q ? t('delivery.linkedStores.noMatches') : t('delivery.linkedStores.empty')}
        search={{ value: search, onChange: setSearch, label: t('delivery.linkedStores.search') }}
      />
    </ScreenTitle>
  );
}
