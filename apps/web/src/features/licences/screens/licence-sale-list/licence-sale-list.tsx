import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { usePayments } from '#web/features/licences/api/payment.queries.ts';
import {
  EMPTY_PAYMENT_FILTERS,
  hasPaymentFilters,
  type PaymentFilters,
  readPaymentFilters,
  writePaymentFilters,
} from '#web/features/licences/api/payment-filters.ts';
import { usePlans } from '#web/features/licences/api/plan.queries.ts';
import { PaymentFiltersBar } from '#web/features/licences/components/payment-filters-bar.tsx';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useLicenceSaleColumns } from './licence-sale-columns.tsx';

/** /license-sales (admin): the store owners' payments for plans, filtered and keyset paged by the server. */
export function LicenceSaleList() {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => readPaymentFilters(searchParams), [searchParams]);
  const [search, setSearch] = useState(urlFilters.q);
  const q = useDebouncedValue(search.trim(), 350);
  const filters: PaymentFilters = useMemo(() => ({ ...urlFilters, q }), [urlFilters, q]);
  const apply = (next: PaymentFilters) => setSearchParams(writePaymentFilters(next), { replace: true });
  // The typed search reaches the URL once it settles, so going back from a payment restores it.
  useEffect(() => {
    if (q !== urlFilters.q) setSearchParams(writePaymentFilters({ ...urlFilters, q }), { replace: true });
  }, [q, urlFilters, setSearchParams]);

  const paging = useCursorPaging(JSON.stringify(filters));
  const payments = usePayments(filters, paging.cursor);
  const plans = usePlans();
  const columns = useLicenceSaleColumns();

  return (
    <ScreenTitle titleKey="licences.list.title">
      <Typography color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {payments.data
          ? t('licences.list.count', {
              count: payments.data.meta.total,
              total: format.number(payments.data.meta.total),
            })
          : '\u00a0'}
      </Typography>
      <PaymentFiltersBar
        filters={filters}
        plans={plans.data?.plans ?? []}
        onChange={apply}
        onClear={() => {
          setSearch('');
          apply(EMPTY_PAYMENT_FILTERS);
        }}
        canClear={hasPaymentFilters(filters) || search !== ''}
      />
      <DataTable
        label={t('licences.list.tableLabel')}
        columns={columns}
        {...pagedRows(payments, paging)}
        rowKey={(p) => p.id}
        emptyText={hasPaymentFilters(filters) ? t('licences.list.noMatches') : t('licences.list.empty')}
        search={{ value: search, onChange: setSearch, label: t('licences.list.search') }}
        skeletonRows={8}
      />
    </ScreenTitle>
  );
}
