import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TicketAccount } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import {
  useDeleteTicketAccount,
  useTicketAccounts,
} from '#web/features/tickets/api/ticket-accounts.queries.ts';
import { TicketAccountFormDialog } from '#web/features/tickets/components/ticket-account-form-dialog.tsx';

/** /ticket-accounts: the accounts buyers transfer to, with create, edit and delete. */
export function TicketAccountList() {
  const { t } = useTranslation();
  const accounts = useTicketAccounts();
  const remove = useDeleteTicketAccount();
  const [editing, setEditing] = useState<TicketAccount | 'new' | null>(null);

  const columns: DataColumn<TicketAccount>[] = [
    { id: 'bank', header: t('banks.columns.bank'), cell: (a) => a.bank_name },
    {
      id: 'type',
      header: t('banks.columns.type'),
      cell: (a) => (
        <Chip size="small" label={a.account_type} color={a.account_type === 'USD' ? 'success' : 'info'} />
      ),
    },
    { id: 'number', header: t('banks.columns.number'), cell: (a) => a.account_number },
    { id: 'owner', header: t('banks.columns.owner'), cell: (a) => a.owner_full_name },
    {
      id: 'document',
      header: t('banks.columns.document'),
      cell: (a) => `${a.owner_idenfication_type}-${a.owner_idenfication}`,
    },
    {
      id: 'message',
      header: t('tickets.accounts.columns.message'),
      cell: (a) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', minWidth: 160, maxWidth: 320 }}>
          {a.message || '—'}
        </Typography>
      ),
    },
    {
      id: 'actions',
      header: t('banks.columns.actions'),
      align: 'right',
      cell: (a) => (
        <RowActions
          editLabel={t('banks.editOne', { name: a.bank_name })}
          onEdit={() => setEditing(a)}
          deleteLabel={t('banks.deleteOne', { name: a.bank_name })}
          onDelete={{
            run: () => remove.mutateAsync(a.id),
            toasts: {
              deleted: 'tickets.accounts.toasts.deleted',
              deleteFailed: 'tickets.accounts.toasts.deleteFailed',
            },
          }}
        />
      ),
    },
  ];

  return (
    <ScreenTitle titleKey="tickets.accounts.title">
      <DataTable
        label={t('tickets.accounts.tableLabel')}
        columns={columns}
        rows={accounts.data}
        rowKey={(a) => a.id}
        loading={accounts.isPending}
        fetching={accounts.isFetching}
        error={accounts.error}
        onRetry={() => accounts.refetch()}
        emptyText={t('tickets.accounts.empty')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('tickets.accounts.new')}
          </Button>
        }
      />
      {editing ? (
        <TicketAccountFormDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ScreenTitle>
  );
}
