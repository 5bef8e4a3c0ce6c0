import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ROLE_IDS, type RoleId } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { FilterSelect, FiltersBar } from '#web/components/filters-bar.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import {
  type ListedUser,
  type UserFilters,
  useAdminUsers,
  withStatusNames,
} from '#web/features/platform/api/admin-users.queries.ts';
import { useUserColumns } from '#web/features/platform/components/user-columns.tsx';
import { UserDialog } from '#web/features/platform/components/user-dialog.tsx';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

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
  const selectSx = { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } };

  return (
    <ScreenTitle titleKey="platform.users.title">
      <FiltersBar label={t('platform.users.filters')}>
        <FilterSelect
          label={t('platform.users.roleFilter')}
          value={role || null}
          allLabel={t('platform.users.all')}
          choices={ROLE_IDS.map((id) => ({ value: String(id), label: t(`users.roles.${id}`) }))}
          onChange={(v) => setRole(v ?? '')}
          sx={selectSx}
        />
        <FilterSelect
          label={t('platform.users.statusFilter')}
          value={status || null}
          allLabel={t('platform.users.all')}
          choices={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.status_name }))}
          onChange={(v) => setStatus(v ?? '')}
          sx={selectSx}
        />
      </FiltersBar>
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
