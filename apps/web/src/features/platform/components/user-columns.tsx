import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLES } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import type { DataColumn } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import type { ListedUser } from '#web/features/platform/api/admin-users.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { fullName, isUserActive, UserStatusChip, useToggleUserStatus } from './user-status.tsx';

/** The platform's user list: person, role, store, since, status, actions. */
export function useUserColumns(onEdit: (user: ListedUser) => void): DataColumn<ListedUser>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const status = useToggleUserStatus();
  return [
    {
      id: 'name',
      header: t('platform.users.columns.name'),
      cell: (u) => (
        <Stack sx={{ minWidth: 0 }}>
          <span>{fullName(u)}</span>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {u.email}
          </Typography>
        </Stack>
      ),
    },
    { id: 'role', header: t('platform.users.columns.role'), cell: (u) => t(`users.roles.${u.role_id}`) },
    {
      id: 'store',
      header: t('platform.users.columns.store'),
      cell: (u) =>
        u.store_id && u.store_name ? (
          u.role_id === ROLES.CLIENT ? (
            <Link component={RouterLink} to={pathTo('storeDetails', { id: u.store_id })}>
              {u.store_name}
            </Link>
          ) : (
            u.store_name
          )
        ) : (
          '—'
        ),
    },
    { id: 'since', header: t('platform.users.columns.since'), cell: (u) => format.date(u.created_at) },
    { id: 'status', header: t('platform.users.columns.status'), cell: (u) => <UserStatusChip user={u} /> },
    {
      id: 'actions',
      header: t('platform.users.columns.actions'),
      align: 'right',
      cell: (u) => (
        <RowActions editLabel={t('platform.users.editOne', { name: fullName(u) })} onEdit={() => onEdit(u)}>
          <IconButton
            aria-label={t(isUserActive(u) ? 'platform.users.deactivateOne' : 'platform.users.activateOne', {
              name: fullName(u),
            })}
            onClick={() => void status.toggle(u)}
            disabled={status.pending}
          >
            {isUserActive(u) ? <BlockIcon /> : <CheckCircleOutlinedIcon />}
          </IconButton>
        </RowActions>
      ),
    },
  ];
}
