import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLES } from '@vitrina/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useBills, useLiveBills, useSalesPushRefresh } from '#web/features/sales/api/bill.queries.ts';
import {
  emptyFilters,
  hasActiveFilters,
  readFilters,
  type SaleFilters,
  type SaleSort,
  writeFilters,
} from '#web/features/sales/api/bill-filters.ts';
import { SaleFiltersBar } from '#web/features/sales/components/sale-filters-bar.tsx';
import { useSession } from '#web/lib/session.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useSaleColumns } from './sale-columns.tsx';

/** The sales of the store (SPEC.md §2 /shopping-list); the cashier's landing page. */
export function SaleList() {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  // The cashier works the queue: sales waiting for verification come first.
  const defaultSort: SaleSort = session?.user.role_id === ROLES.CASHIER ? 'pending' : 'newest';
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => readFilters(searchParams, defaultSort), [searchParams, defaultSort]);
  const [search, setSearch] = useState(urlFilters.q);
  const q = useDebouncedValue(search.trim(), 350);
  const filters: SaleFilters = useMemo(() => ({ ...urlFilters, q }), [urlFilters, q]);

  const apply = (next: SaleFilters) => setSearchParams(writeFilters(next, defaultSort), { replace: true });
  // The typed search reaches the URL once it settles, so going back from a sale restores it.
  useEffect(() => {
    if (q !== urlFilters.q)
      setSearchParams(writeFilters({ ...urlFilters, q }, defaultSort), { replace: true });
  }, [q, urlFilters, defaultSort, setSearchParams]);

  const paging = useCursorPaging(JSON.stringify(filters));
  const bills = useBills(filters, paging.cursor);
  useLiveBills();
  useSalesPushRefresh();

  const columns = useSaleColumns();

  const clear = () => {
    setSearch('');
    apply(emptyFilters(filters.sort));
  };

  return (
    <ScreenTitle titleKey="sales.list.title">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" aria-live="polite">
          {bills.data
            ? t('sales.list.count', {
                count: bills.data.meta.total,
                total: format.number(bills.data.meta.total),
              })
            : '\u00a0'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('sales.list.live')}
        </Typography>
      </Stack>
      <SaleFiltersBar
        filters={filters}
        onChange={apply}
        onClear={clear}
        canClear={hasActiveFilters(filters) || search !== ''}
      />
      <DataTable
        label={t('sales.list.tableLabel')}
        columns={columns}
        {...pagedRows(bills, paging)}
        rowKey={(b) => b.id}
        emptyText={hasActiveFilters(filters) ? t('sales.list.noMatches') : t('sales.list.empty')}
        search={{ value: search, onChange: setSearch, label: t('sales.list.search') }}
        skeletonRows={8}
      />
    </ScreenTitle>
  );
}
