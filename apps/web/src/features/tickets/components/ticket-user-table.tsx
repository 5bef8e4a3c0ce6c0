import Typography from '@mui/material/Typography';
import { buyerFullName, type TicketUser } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, pagedRows } from '#web/components/data-table.tsx';
import { useTicketUsers } from '#web/features/tickets/api/ticket-users.queries.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { EventFilter } from './event-filter.tsx';

/** The buyers: searchable, narrowed to one event, paged on the server, with their tickets and totals. */
export function TicketUserTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [eventId, setEventId] = useState<number | null>(null);
  const q = useDebouncedValue(search.trim());
  const paging = useCursorPaging(`${q}|${eventId ?? ''}`);
  const users = useTicketUsers({ q: q || undefined, cursor: paging.cursor, eventId: eventId ?? undefined });

  const columns: DataColumn<TicketUser>[] = [
    {
      id: 'name',
      header: t('tickets.users.columns.name'),
      cell: (u) => (
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 120 }}>
          {buyerFullName(u)}
        </Typography>
      ),
    },
    { id: 'email', header: t('tickets.users.columns.email'), cell: (u) => u.email },
    {
      id: 'document',
      header: t('tickets.users.columns.document'),
      cell: (u) => (u.document ? `${u.document_type ?? ''}${u.document_type ? '-' : ''}${u.document}` : '—'),
    },
    { id: 'phone', header: t('tickets.users.columns.phone'), cell: (u) => u.phone || '—' },
    {
      id: 'purchases',
      header: t('tickets.users.columns.purchases'),
      align: 'right',
      cell: (u) => format.number(u.purchases),
    },
    {
      id: 'tickets',
      header: t('tickets.users.columns.tickets'),
      align: 'right',
      cell: (u) => format.number(u.tickets),
    },
    {
      id: 'total',
      header: t('tickets.users.columns.total'),
      align: 'right',
      cell: (u) => format.money(u.total),
    },
    {
      id: 'last',
      header: t('tickets.users.columns.lastPurchase'),
      cell: (u) => (u.last_purchase_at ? format.date(u.last_purchase_at) : '—'),
    },
  ];

  return (
    <DataTable
      label={t('tickets.users.tableLabel')}
      columns={columns}
      {...pagedRows(users, paging)}
      rowKey={(u) => u.id}
      emptyText={q || eventId ? t('tickets.users.noMatches') : t('tickets.users.empty')}
      search={{ value: search, onChange: setSearch, label: t('tickets.users.search') }}
      actions={<EventFilter value={eventId} onChange={setEventId} />}
    />
  );
}
