import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type Plan, YEARLY_PLAN_BONUS_MONTHS } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { readable } from '#web/components/sale-status-chip.tsx';
import { useDeletePlan, usePlans } from '#web/features/licences/api/plan.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PlanPrice } from './plan-price.tsx';

/** The platform's plans with create, edit and delete (a plan already paid for answers 409: the server says why). */
export function PlanTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const plans = usePlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const rate = plans.data?.dollar_rate ?? 1;

  const columns: DataColumn<Plan>[] = [
    {
      id: 'name',
      header: t('licences.plans.columns.name'),
      cell: (p) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{p.name}</span>
          {p.yearly ? (
            <Chip
              size="small"
              color="secondary"
              sx={readable('secondary')}
              label={t('licences.plans.bonus', { count: YEARLY_PLAN_BONUS_MONTHS })}
            />
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'months',
      header: t('licences.plans.columns.months'),
      align: 'right',
      cell: (p) => t('licences.plans.months', { count: p.months, months: format.number(p.months) }),
    },
    {
      id: 'price',
      header: t('licences.plans.columns.price'),
      align: 'right',
      cell: (p) => <PlanPrice price={p.price} rate={rate} />,
    },
    {
      id: 'limit',
      header: t('licences.plans.columns.productLimit'),
      align: 'right',
      cell: (p) => (p.product_limit === null ? t('licences.plans.noLimit') : format.number(p.product_limit)),
    },
    {
      id: 'status',
      header: t('licences.plans.columns.status'),
      cell: (p) => (
        <Chip
          size="small"
          variant="outlined"
          color={p.active ? 'success' : 'default'}
          label={t(p.active ? 'licences.plans.active' : 'licences.plans.inactive')}
        />
      ),
    },
    {
      id: 'actions',
      header: t('licences.plans.columns.actions'),
      align: 'right',
      cell: (p) => (
        <RowActions
          editLabel={t('licences.plans.editOne', { name: p.name })}
          onEdit={() => setEditing(p)}
          deleteLabel={t('licences.plans.deleteOne', { name: p.name })}
          onDelete={{ run: () => remove.mutateAsync(p.id), toasts: 'plans' }}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('licences.plans.tableLabel')}
        columns={columns}
        rows={plans.data?.plans}
        rowKey={(p) => p.id}
        loading={plans.isPending}
        fetching={plans.isFetching}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        emptyText={t('licences.plans.empty')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('licences.plans.new')}
          </Button>
        }
      />
      {editing ? (
        <PlanFormDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
