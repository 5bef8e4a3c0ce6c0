import Typography from '@mui/material/Typography';
import { TICKET_FILTERS, TICKET_OPTION, type TicketFilter } from '@vitrina/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { NotFoundPage } from '#web/components/status-page.tsx';
import { type TicketSaleFilters, useTicketBills } from '#web/features/tickets/api/ticket-sales.queries.ts';
import { useSalesColumns } from '#web/features/tickets/components/sales-columns.tsx';
import { SalesFiltersBar } from '#web/features/tickets/components/sales-filters-bar.tsx';
import { idFromAddress } from '#web/lib/list-filters.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';

// A sale's dialog (its review, tickets and payment parts) loads when a sale is first opened:
// the list is the ticket master's landing, and its weight is counted (npm run bench).
const SalesDetailsDialog = lazy(() =>
  import('#web/features/tickets/components/sales-details-dialog.tsx').then((m) => ({
    default: m.SalesDetailsDialog,
  })),
);

function isTicketFilter(value: string): value is TicketFilter {
  return Object.hasOwn(TICKET_FILTERS, value);
}

/**
 * /ticket-sales/:filter (pending, verified, rejected) and /ticket-sales (all): the ticket sales
 * to review. `?event=` narrows to one event; `?sale=` opens one sale's details over the list.
 */
export function TicketSaleList() {
  const { filter } = useParams();
  if (filter !== undefined && !isTicketFilter(filter)) return <NotFoundPage />;
  return <SalesView filter={filter ?? 'all'} />;
}

function SalesView({ filter }: { filter: TicketFilter | 'all' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = idFromAddress(searchParams.get('event'));
  const saleId = idFromAddress(searchParams.get('sale'));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 350);
  const opt = filter === 'all' ? TICKET_OPTION.ALL : TICKET_FILTERS[filter];
  const filters: TicketSaleFilters = useMemo(() => ({ opt, q, eventId }), [opt, q, eventId]);
  const paging = useCursorPaging(JSON.stringify(filters));
  const bills = useTicketBills(filters, paging.cursor);

  const setParam = (name: string, value: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: name !== 'sale' },
    );
  const columns = useSalesColumns((id) => setParam('sale', id));

  return (
    <ScreenTitle titleKey="ticketSales.list.title">
      <SalesFiltersBar filter={filter} eventId={eventId} onEvent={(id) => setParam('event', id)} />
      <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
        {bills.data
          ? t('ticketSales.list.count', {
              count: bills.data.meta.total,
              total: format.number(bills.data.meta.total),
            })
          : '\u00a0'}
      </Typography>
      <DataTable
        label={t(`ticketSales.filters.${filter}`)}
        columns={columns}
        {...pagedRows(bills, paging)}
        rowKey={(b) => b.id}
        emptyText={q || eventId ? t('ticketSales.list.noMatches') : t('ticketSales.list.empty')}
        search={{ value: search, onChange: setSearch, label: t('ticketSales.list.search') }}
        skeletonRows={8}
      />
      {saleId !== null ? (
        <Suspense fallback={null}>
          <SalesDetailsDialog id={saleId} onClose={() => setParam('sale', null)} />
        </Suspense>
      ) : null}
    </ScreenTitle>
  );
}
