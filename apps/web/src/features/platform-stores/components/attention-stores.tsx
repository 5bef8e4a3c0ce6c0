import Link from '@mui/material/Link';
import type { MembershipState } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { DataTable } from '#web/components/data-table.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useAdminStores } from '#web/features/platform-stores/api/admin-stores.queries.ts';
import { useStoreColumns } from './store-columns.tsx';

/** How many stores of each state the overview lists (the rest: "see all", the list filtered). */
const ATTENTION_ROWS = 10;

/** Stores whose membership ends soon, or has ended: the first to end first. */
export function AttentionStores({ state }: { state: Exclude<MembershipState, 'active'> }) {
  const { t } = useTranslation();
  const stores = useAdminStores({ membership: state, sort: 'membership' }, undefined, ATTENTION_ROWS);
  const columns = useStoreColumns(['store', 'plan', 'membership', 'status', 'sales', 'channels']);
  const id = `overview-${state}`;
  return (
    <Panel
      title={t(`stores.overview.${state}`)}
      id={id}
      action={
        <Link component={RouterLink} to={`${paths.stores.path}?membership=${state}`}>
          {t('stores.overview.seeAll')}
        </Link>
      }
    >
      <DataTable
        label={t(`stores.overview.${state}`)}
        columns={columns}
        rows={stores.data?.data}
        loading={stores.isPending}
        error={stores.error}
        onRetry={() => void stores.refetch()}
        rowKey={(s) => s.id}
        emptyText={t(`stores.overview.${state}Empty`)}
        skeletonRows={3}
      />
    </Panel>
  );
}
