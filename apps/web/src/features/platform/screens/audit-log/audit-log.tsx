import { ROLES } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { type AuditFilters, useAuditLog } from '#web/features/platform/api/audit.queries.ts';
import { useAuditColumns } from '#web/features/platform/components/audit-columns.tsx';
import {
  type AuditFilterState,
  AuditFiltersBar,
  NO_AUDIT_FILTERS,
} from '#web/features/platform/components/audit-filters.tsx';
import { useSession } from '#web/lib/session.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';

/**
 * /audit-log: who changed what, newest first. The admin reads every entry and filters by person,
 * store, action and days; a store owner reads its store's entries.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = session?.user.role_id === ROLES.ADMIN;
  const [state, setState] = useState<AuditFilterState>(NO_AUDIT_FILTERS);
  const filters: AuditFilters = {
    actor_id: admin ? state.actor?.id : undefined,
    store_id: admin ? state.store?.id : undefined,
    kind: state.kind || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
  };
  const paging = useCursorPaging(JSON.stringify(filters));
  const entries = useAuditLog(filters, paging.cursor);
  const columns = useAuditColumns(admin);
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <ScreenTitle titleKey="platform.audit.title">
      <AuditFiltersBar value={state} onChange={setState} admin={admin} />
      <DataTable
        label={t('platform.audit.tableLabel')}
        columns={columns}
        {...pagedRows(entries, paging)}
        rowKey={(e) => e.id}
        emptyText={filtered ? t('platform.audit.noMatches') : t('platform.audit.empty')}
      />
    </ScreenTitle>
  );
}
