import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROLE_IDS, type RoleId } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedRows } from '../../../../components/data-table.tsx';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { useCursorPaging } from '../../../../lib/use-cursor-paging.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import {
  type ListedUser,
  type UserFilters,
  useAdminUsers,
  withStatusNames,
} from '../../api/admin-users.queries.ts';
import { useUserColumns } from '../../components/user-columns.tsx';
import { UserDialog } from '../../components/user-dialog.tsx';

/** /users: every platform user (search, role and status, server paging); create, edit, deactivate. */
export function PlatformUserList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const q = useDebouncedValue(search.trim());
  const filters: UserFilters = {
    q: q || undefined,
    role_id: role ? (Number(role) as RoleId) : undefined,
    status_id: status ? (Number(status) as 1 | 2) : undefined,
  };
  const paging = useCursorPaging(JSON.stringify(filters));
  const { users, statuses } = useAdminUsers(filters, paging.cursor);
  const [editing, setEditing] = useState<ListedUser | 'new' | null>(null);
  const columns = useUserColumns(setEditing);
  const rows = pagedRows(users, paging);
  const select = {
    select: true,
    size: 'small',
    sx: { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } },
  } as const;

  return (
    <ScreenTitle titleKey="platform.users.title">
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        role="group"
        aria-label={t('platform.users.filters')}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          {...select}
          label={t('platform.users.roleFilter')}
          value={role}
          onChange={(e) => setRole(e.target.value)}
        >
          <MenuItem value="">{t('platform.users.all')}</MenuItem>
          {ROLE_IDS.map((id) => (
            <MenuItem key={id} value={String(id)}>
              {t(`users.roles.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label={t('platform.users.statusFilter')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          <MenuItem value="">{t('platform.users.all')}</MenuItem>
          {(statuses.data ?? []).map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.status_name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        label={t('platform.users.tableLabel')}
        columns={columns}
        {...rows}
        rows={users.data ? withStatusNames(users.data.data, statuses.data) : undefined}
        rowKey={(u) => u.id}
        emptyText={q || role || status ? t('platform.users.noMatches') : t('platform.users.empty')}
        search={{ value: search, onChange: setSearch, label: t('platform.users.search') }}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('platform.users.new')}
          </Button>
        }
      />
      {editing ? (
        <UserDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ScreenTitle>
  );
}
