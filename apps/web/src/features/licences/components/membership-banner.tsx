import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import type { MembershipNotice } from '#web/features/licences/api/membership-notice.ts';
import { useFormat } from '#web/lib/use-format.ts';

const DISMISSED_KEY = 'membership-notice-dismissed';

/** A warning dismissed in this tab, for this end of membership only (a new end warns again). */
const dismissedFor = (notice: MembershipNotice) =>
  notice.kind === 'expiring' ? `expiring:${notice.until}` : null;

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The store owner's membership banner above every screen (app/layout/app-layout.tsx loads it
 * lazily, for owners only, when there is something to say): an ended membership or a suspended
 * store is an error that stays; a membership that ends within a week is a warning the owner may
 * close for the session.
 */
export default function MembershipBanner({ notice }: { notice: MembershipNotice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const key = dismissedFor(notice);
  if (key && dismissed === key) return null;

  const renew =
    notice.kind !== 'suspended' && pathname !== pathTo('upgradePlan') ? (
      <Button
        component={RouterLink}
        to={pathTo('upgradePlan')}
        color="inherit"
        size="small"
        variant="outlined"
      >
        {t('membership.renew')}
      </Button>
    ) : null;

  if (notice.kind === 'expiring') {
    const dismiss = () => {
      try {
        sessionStorage.setItem(DISMISSED_KEY, key ?? '');
      } catch {
        // Without storage the banner closes for this page only.
      }
      setDismissed(key);
    };
    return (
      <Alert
        severity="warning"
        role="status"
        sx={{ mb: 2 }}
        action={
          <>
            {renew}
            <IconButton color="inherit" size="small" aria-label={t('membership.dismiss')} onClick={dismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {notice.days === 0 ? t('membership.expiringToday') : t('membership.expiring', { count: notice.days })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }} action={renew}>
      {notice.kind === 'suspended'
        ? t('membership.suspended')
        : notice.until
          ? t('membership.expired', { date: format.date(notice.until, 'long') })
          : t('membership.expiredNoDate')}
    </Alert>
  );
}
