import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Bank } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { type BankSide, useBanks, useDeleteBank } from '#web/features/banks/api/bank.queries.ts';
import { BankFormDialog } from './bank-form-dialog.tsx';

/** The payment accounts of one side with create, edit and delete. */
export function BankAccounts({ side }: { side: BankSide }) {
  const { t } = useTranslation();
  const banks = useBanks(side);
  const remove = useDeleteBank(side);
  const [editing, setEditing] = useState<Bank | 'new' | null>(null);

  const columns: DataColumn<Bank>[] = [
    { id: 'bank', header: t('banks.columns.bank'), cell: (b) => b.bank_name },
    {
      id: 'type',
      header: t('banks.columns.type'),
      cell: (b) => (
        <Chip size="small" label={b.account_type} color={b.account_type === 'USD' ? 'success' : 'info'} />
      ),
    },
    { id: 'number', header: t('banks.columns.number'), cell: (b) => b.account_number },
    { id: 'owner', header: t('banks.columns.owner'), cell: (b) => b.owner_full_name },
    {
      id: 'document',
      header: t('banks.columns.document'),
      cell: (b) => `${b.owner_idenfication_type}-${b.owner_idenfication}`,
    },
    {
      id: 'actions',
      header: t('banks.columns.actions'),
      align: 'right',
      cell: (b) => (
        <RowActions
          editLabel={t('banks.editOne', { name: b.bank_name })}
          onEdit={() => setEditing(b)}
          deleteLabel={t('banks.deleteOne', { name: b.bank_name })}
          onDelete={{ run: () => remove.mutateAsync(b.id), toasts: 'banks' }}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('banks.tableLabel')}
        columns={columns}
        rows={banks.data}
        rowKey={(b) => b.id}
        loading={banks.isPending}
        fetching={banks.isFetching}
        error={banks.error}
        onRetry={() => banks.refetch()}
        emptyText={t('banks.empty')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('banks.new')}
          </Button>
        }
      />
      {editing ? (
        <BankFormDialog
          side={side}
          bank={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
