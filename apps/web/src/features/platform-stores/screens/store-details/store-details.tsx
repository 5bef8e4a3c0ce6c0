import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminStoreDetail } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { Panel } from '#web/components/panel.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useAdminStore } from '#web/features/platform-stores/api/admin-stores.queries.ts';
import { ExtendMembershipDialog } from '#web/features/platform-stores/components/extend-membership-dialog.tsx';
import { isStoreActive } from '#web/features/platform-stores/components/membership.ts';
import { StoreStatusChip } from '#web/features/platform-stores/components/store-chips.tsx';
import { StoreCounts, StoreFacts } from '#web/features/platform-stores/components/store-facts.tsx';
import { MembershipHistory, StorePayments } from '#web/features/platform-stores/components/store-history.tsx';
import { useToggleStoreStatus } from '#web/features/platform-stores/components/store-status.tsx';

/**
 * /store-details/:id: a store as the platform admin looks after it — owner, plan, membership
 * and its history, licence payments, channels, counts; suspend or activate it, extend its membership.
 */
export function StoreDetails() {
  const { t } = useTranslation();
  const { id } = useParams();
  const details = useAdminStore(Number(id));
  return (
    <ScreenTitle titleKey="stores.details.title">
      <Button component={RouterLink} to={paths.stores.path} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('stores.backToList')}
      </Button>
      {details.data ? (
        <StoreDetailsView store={details.data} />
      ) : details.isLoading ? (
        <PageLoader />
      ) : (
        <Alert severity="warning">
          {details.error ? loadErrorText(t, details.error) : t('stores.notFound')}
        </Alert>
      )}
    </ScreenTitle>
  );
}

function StoreDetailsView({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation();
  const [extending, setExtending] = useState(false);
  const status = useToggleStoreStatus();
  const active = isStoreActive(store);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {store.name}
        </Typography>
        <StoreStatusChip store={store} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ marginInlineStart: 'auto', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color={active ? 'warning' : 'success'}
            onClick={() => void status.toggle(store)}
            loading={status.pending}
          >
            {t(active ? 'stores.actions.suspend' : 'stores.actions.activate')}
          </Button>
          <Button variant="contained" startIcon={<EventRepeatIcon />} onClick={() => setExtending(true)}>
            {t('stores.extend.open')}
          </Button>
        </Stack>
      </Stack>
      {store.membership.can_sell ? null : (
        <Alert severity="warning">
          {t(store.membership.store_suspended ? 'stores.cannotSell.suspended' : 'stores.cannotSell.expired')}
        </Alert>
      )}
      <StoreFacts store={store} />
      <StoreCounts counts={store.counts} />
      <Panel title={t('stores.details.history')} id="store-history">
        <MembershipHistory events={store.membership_history} />
      </Panel>
      <Panel title={t('stores.details.payments')} id="store-payments">
        <StorePayments payments={store.payments} />
      </Panel>
      {extending ? (
        <ExtendMembershipDialog
          storeId={store.id}
          ownerId={store.owner.id}
          onClose={() => setExtending(false)}
        />
      ) : null}
    </Stack>
  );
}
