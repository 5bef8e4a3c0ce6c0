import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminStore } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import type { DataColumn } from '#web/components/data-table.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { MembershipChip, StoreChannels, StoreStatusChip } from './store-chips.tsx';

export type StoreColumnId = 'store' | 'owner' | 'plan' | 'membership' | 'status' | 'sales' | 'channels';

/** The admin's store columns (the list's, or some of them for the overview). */
export function useStoreColumns(
  only: readonly StoreColumnId[] = ['store', 'owner', 'plan', 'membership', 'status', 'sales', 'channels'],
): DataColumn<AdminStore>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Record<StoreColumnId, DataColumn<AdminStore>> = {
    store: {
      id: 'store',
      header: t('stores.columns.store'),
      cell: (s) => (
        <Stack sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={pathTo('storeDetails', { id: s.id })}>
            {s.name}
          </Link>
          {s.web_store ? (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`/tienda/${s.web_store}`}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    owner: {
      id: 'owner',
      header: t('stores.columns.owner'),
      cell: (s) => (
        <Stack sx={{ minWidth: 0 }}>
          <span>{`${s.owner.name} ${s.owner.lastname}`.trim()}</span>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {s.owner.email}
          </Typography>
        </Stack>
      ),
    },
    plan: { id: 'plan', header: t('stores.columns.plan'), cell: (s) => s.plan?.name ?? t('stores.noPlan') },
    membership: {
      id: 'membership',
      header: t('stores.columns.membership'),
      cell: (s) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>{s.membership_until ? format.date(s.membership_until) : '—'}</span>
          <MembershipChip state={s.membership_state} until={s.membership_until} />
        </Stack>
      ),
    },
    status: { id: 'status', header: t('stores.columns.status'), cell: (s) => <StoreStatusChip store={s} /> },
    sales: {
      id: 'sales',
      header: t('stores.columns.sales30'),
      align: 'right',
      cell: (s) => (
        <Stack>
          <span>{format.money(s.sales_30d.total)}</span>
          <Typography variant="caption" color="text.secondary">
            {t('stores.salesCount', { n: format.number(s.sales_30d.count) })}
          </Typography>
        </Stack>
      ),
    },
    channels: {
      id: 'channels',
      header: t('stores.columns.channels'),
      cell: (s) => <StoreChannels channels={s.channels} />,
    },
  };
  return only.map((id) => columns[id]);
}
