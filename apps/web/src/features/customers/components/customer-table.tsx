import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminCustomer, Customer, CustomerChannel } from '@vitrina/contract';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { useAdminCustomers, useStoreCustomers } from '#web/features/customers/api/customer.queries.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';

/** A row's actions from outside this feature (the send dialogs of features/messaging, joined by the route). */
export type CustomerActions = ComponentType<{ customer: Customer; storeId: number }>;

type CustomerTableProps = {
  channel: CustomerChannel;
  /** Shown for a store's own customers (the owner's list), not in the admin's. */
  Actions?: CustomerActions;
  /** The admin lists every store's shoppers (GET admin/customers); an owner, its own store's. */
  scope: { kind: 'store'; storeId: number } | { kind: 'admin' };
};

/** One channel's shoppers: searchable, paged on the server, with purchases and totals. */
export function CustomerTable({ channel, scope, Actions }: CustomerTableProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const paging = useCursorPaging(q);
  const filters = { channel, q: q || undefined, cursor: paging.cursor };
  const store = useStoreCustomers(
    scope.kind === 'store' ? scope.storeId : 0,
    filters,
    scope.kind === 'store',
  );
  const admin = useAdminCustomers(filters, scope.kind === 'admin');
  const result = scope.kind === 'store' ? store : admin;
  const format = useFormat();

  const columns: DataColumn<Customer | AdminCustomer>[] = [
    {
      id: 'name',
      header: t('customers.columns.name'),
      cell: (c) => (
        <Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {`${c.name} ${c.lastname}`.trim()}
          </Typography>
          {c.username ? (
            <Typography variant="caption" color="text.secondary">
              {`@${c.username}`}
            </Typography>
          ) : null}
          {c.reachable ? null : (
            <Chip
              size="small"
              variant="outlined"
              label={t('customers.unreachable')}
              title={t('customers.unreachableHint')}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            />
          )}
        </Stack>
      ),
    },
    {
      id: 'contact',
      header: t('customers.columns.contact'),
      cell: (c) => [c.email, c.phone].filter(Boolean).join(' · ') || '—',
    },
    ...(scope.kind === 'admin'
      ? [
          {
            id: 'store',
            header: t('customers.columns.store'),
            cell: (c: Customer | AdminCustomer) => ('storeName' in c ? c.storeName : ''),
          },
        ]
      : []),
    {
      id: 'purchases',
      header: t('customers.columns.purchases'),
      align: 'right',
      cell: (c) => c.purchases_count,
    },
    {
      id: 'total',
      header: t('customers.columns.total'),
      align: 'right',
      cell: (c) => format.money(c.purchases_total),
    },
    {
      id: 'since',
      header: t('customers.columns.since'),
      cell: (c) => format.date(c.created_at),
    },
    ...(Actions && scope.kind === 'store'
      ? [
          {
            id: 'actions',
            header: t('customers.columns.actions'),
            align: 'right' as const,
            cell: (c: Customer | AdminCustomer) => <Actions customer={c} storeId={scope.storeId} />,
          },
        ]
      : []),
  ];

  return (
    <DataTable
      label={t(`customers.tabs.${channel}`)}
      columns={columns}
      rows={result.data?.data}
      rowKey={(c) => c.id}
      loading={result.isPending}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => result.refetch()}
      emptyText={q ? t('customers.noMatches') : t('customers.empty')}
      search={{ value: search, onChange: setSearch, label: t('customers.search') }}
      paging={paging.paging(result.data?.meta)}
    />
  );
}
