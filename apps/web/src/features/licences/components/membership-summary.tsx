import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { Membership } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Facts } from '#web/components/facts.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { readable } from '#web/components/sale-status-chip.tsx';
import { useMembership } from '#web/features/licences/api/payment.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';

/** The state's chip: active, ends in N days, ended, or suspended by the platform. */
function StateChip({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  if (membership.store_suspended)
    return <Chip size="small" color="error" label={t('licences.membership.suspended')} />;
  if (membership.state === 'expired')
    return <Chip size="small" color="error" label={t('licences.membership.expired')} />;
  if (membership.state === 'expiring')
    return (
      <Chip
        size="small"
        color="warning"
        sx={readable('warning')}
        label={t('licences.membership.expiring', { count: membership.days_left })}
      />
    );
  return <Chip size="small" color="success" label={t('licences.membership.active')} />;
}

/** The owner's plan and where the membership ends. */
export function MembershipSummary() {
  const { t } = useTranslation();
  const format = useFormat();
  const membership = useMembership();
  if (membership.error && !membership.data)
    return <Alert severity="error">{loadErrorText(t, membership.error)}</Alert>;
  if (!membership.data) return <Skeleton variant="rounded" height={72} />;
  const m = membership.data;
  return (
    <Facts
      rows={[
        [t('licences.membership.plan'), m.plan?.name ?? t('licences.membership.trial')],
        [
          t('licences.membership.until'),
          m.membership_until ? (
            <strong key="until" data-testid="membership-until">
              {format.date(m.membership_until, 'long')}
            </strong>
          ) : (
            t('licences.membership.none')
          ),
        ],
        [t('licences.membership.state'), <StateChip key="state" membership={m} />],
      ]}
    />
  );
}
