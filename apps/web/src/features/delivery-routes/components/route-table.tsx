import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { DeliveryRoute } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import {
  type RouteSide,
  useDeleteRoute,
  useRoutes,
} from '#web/features/delivery-routes/api/route.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { RouteDialog } from './route-dialog.tsx';

const routeName = (r: DeliveryRoute) => `${r.origin_name} → ${r.destination_name}`;

/** A company's or a store's routes: origin, destination, percentage; create, edit, delete. */
export function RouteTable({ side }: { side: RouteSide }) {
  const { t } = useTranslation();
  const format = useFormat();
  const routes = useRoutes(side);
  const remove = useDeleteRoute(side);
  const [editing, setEditing] = useState<DeliveryRoute | 'new' | null>(null);

  const columns: DataColumn<DeliveryRoute>[] = [
    { id: 'origin', header: t('shipping.routes.origin'), cell: (r) => r.origin_name },
    { id: 'destination', header: t('shipping.routes.destination'), cell: (r) => r.destination_name },
    {
      id: 'percentage',
      header: t('shipping.routes.percentage'),
      align: 'right',
      cell: (r) => `${format.number(r.percentage)} %`,
    },
    {
      id: 'actions',
      header: t('shipping.routes.actions'),
      align: 'right',
      cell: (r) => (
        <RowActions
          editLabel={t('shipping.routes.editOne', { name: routeName(r) })}
          onEdit={() => setEditing(r)}
          deleteLabel={t('shipping.routes.deleteOne', { name: routeName(r) })}
          onDelete={{ run: () => remove.mutateAsync(r.id), toasts: 'routes' }}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('shipping.routes.tableLabel')}
        columns={columns}
        rows={routes.data}
        rowKey={(r) => r.id}
        loading={routes.isPending}
        fetching={routes.isFetching}
        error={routes.error}
        onRetry={() => routes.refetch()}
        emptyText={t('shipping.routes.empty')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('shipping.routes.new')}
          </Button>
        }
      />
      {editing ? (
        <RouteDialog
          side={side}
          route={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
