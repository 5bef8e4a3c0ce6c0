import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DeliveryCompany } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import {
  type CompanyFilters,
  useDeliveryCompanies,
} from '#web/features/platform-delivery-companies/api/company-admin.queries.ts';
import { useCompanyColumns } from '#web/features/platform-delivery-companies/components/company-columns.tsx';
import { CompanyDialog } from '#web/features/platform-delivery-companies/components/company-dialog.tsx';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

type StatusFilter = '' | '1' | '2';

/** /delivery-companies: every delivery company (search, status, server paging); create, edit, suspend. */
export function DeliveryCompanyList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const q = useDebouncedValue(search.trim());
  const filters: CompanyFilters = {
    q: q || undefined,
    status_id: status ? (Number(status) as 1 | 2) : undefined,
  };
  const paging = useCursorPaging(JSON.stringify(filters));
  const companies = useDeliveryCompanies(filters, paging.cursor);
  const [editing, setEditing] = useState<DeliveryCompany | 'new' | null>(null);
  const columns = useCompanyColumns(setEditing);
  const filtered = !!(q || status);

  return (
    <ScreenTitle titleKey="deliveryCompanies.list.title">
      <DataTable
        label={t('deliveryCompanies.tableLabel')}
        columns={columns}
        {...pagedRows(companies, paging)}
        rowKey={(c) => c.id}
        emptyText={filtered ? t('deliveryCompanies.noMatches') : t('deliveryCompanies.empty')}
        search={{ value: search, onChange: setSearch, label: t('deliveryCompanies.search') }}
        actions={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('deliveryCompanies.statusFilter')}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value="">{t('deliveryCompanies.status.all')}</MenuItem>
              <MenuItem value="1">{t('deliveryCompanies.status.active')}</MenuItem>
              <MenuItem value="2">{t('deliveryCompanies.status.suspended')}</MenuItem>
            </TextField>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('deliveryCompanies.new')}
            </Button>
          </Stack>
        }
      />
      {editing ? (
        <CompanyDialog company={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ScreenTitle>
  );
}
