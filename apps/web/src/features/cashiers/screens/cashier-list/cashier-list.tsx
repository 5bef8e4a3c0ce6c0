import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { type Cashier, USER_STATUS } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useCashiers, useUpdateCashier } from '#web/features/cashiers/api/cashier.queries.ts';
import { CashierDialog } from '#web/features/cashiers/components/cashier-dialog.tsx';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useStoreId } from '#web/lib/use-store-id.ts';

export function CashierList() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const cashiers = useCashiers(storeId);
  const update = useUpdateCashier();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Cashier | 'new' | null>(null);

  const setActive = async (cashier: Cashier, active: boolean) => {
    const name = `${cashier.name} ${cashier.lastname}`;
    if (
      !active &&
      !(await confirm({
        title: t('cashiers.deactivateTitle'),
        message: t('cashiers.deactivateMessage', { name }),
        confirmText: t('cashiers.deactivate'),
        destructive: true,
      }))
    ) {
      return;
    }
    update.mutate(
      { id: cashier.id, body: { status_id: active ? USER_STATUS.ACTIVE : USER_STATUS.INACTIVE } },
      {
        onSuccess: () => toast.success(t('toasts.cashiers.updated')),
        onError: (error) => toastFailure(t, error, { fallbackKey: 'toasts.cashiers.updateFailed' }),
      },
    );
  };

  const columns: DataColumn<Cashier>[] = [
    { id: 'name', header: t('cashiers.columns.name'), cell: (c) => `${c.name} ${c.lastname}` },
    { id: 'email', header: t('cashiers.columns.email'), cell: (c) => c.email },
    { id: 'phone', header: t('cashiers.columns.phone'), cell: (c) => c.phone ?? '—' },
    {
      id: 'status',
      header: t('cashiers.columns.status'),
      cell: (c) => (
        <Chip
          size="small"
          color={c.status_id === USER_STATUS.ACTIVE ? 'success' : 'default'}
          label={t(c.status_id === USER_STATUS.ACTIVE ? 'cashiers.active' : 'cashiers.inactive')}
        />
      ),
    },
    {
      id: 'actions',
      header: t('cashiers.columns.actions'),
      align: 'right',
      cell: (c) => {
        const name = `${c.name} ${c.lastname}`;
        const active = c.status_id === USER_STATUS.ACTIVE;
        return (
          <RowActions editLabel={t('cashiers.editOne', { name })} onEdit={() => setEditing(c)}>
            <Button
              size="small"
              color={active ? 'error' : 'success'}
              onClick={() => setActive(c, !active)}
              aria-label={t(active ? 'cashiers.deactivateOne' : 'cashiers.activateOne', { name })}
            >
              {t(active ? 'cashiers.deactivate' : 'cashiers.activate')}
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <ScreenTitle titleKey="cashiers.list.title">
      <DataTable
        label={t('cashiers.tableLabel')}
        columns={columns}
        rows={cashiers.data}
        rowKey={(c) => c.id}
        loading={cashiers.isPending}
        fetching={cashiers.isFetching}
        error={cashiers.error}
        onRetry={() => cashiers.refetch()}
        emptyText={t('cashiers.empty')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('cashiers.new')}
          </Button>
        }
      />
      {editing ? (
        <CashierDialog cashier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ScreenTitle>
  );
}
