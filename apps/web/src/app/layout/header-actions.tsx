import CampaignIcon from '@mui/icons-material/Campaign';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import { ROLES } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/app/paths.ts';
import { useOrdersBlockedBy } from '#web/components/first-steps/readiness.ts';
import type { StoredSession } from '#web/lib/session.ts';
import { storefrontOf } from '#web/lib/storefront.ts';

/** One header action: an icon on a wide screen, an entry of the overflow menu on a phone. */
export type HeaderAction = {
  key: string;
  label: string;
  icon: ReactNode;
  /** A panel page, an address in another tab, or something to do here. */
  to?: string;
  href?: string;
  onClick?: () => void;
  /** The guided tour points at it (tour.tsx). */
  tour?: string;
};

/** The store owner's Telegram bot, at t.me (SPEC.md §2). */
function botLink(session: StoredSession): string | null {
  const name = session.store?.telegram_user_bot;
  return name ? `https://t.me/${encodeURIComponent(name.replace(/^@/, ''))}` : null;
}

/** An icon with a small warning dot on its corner; the action's label says what it means. */
function WarningDot({ icon }: { icon: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {icon}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: 0,
          insetInlineEnd: 0,
          width: 9,
          height: 9,
          borderRadius: '50%',
          bgcolor: 'warning.main',
          border: 1,
          borderColor: 'background.paper',
        }}
      />
    </Box>
  );
}

/** What the header offers this role besides search, language and the user menu, in order. */
export function useHeaderActions(
  session: StoredSession,
  on: { openDialog: (which: 'broadcast' | 'notifications') => void; openSettings: () => void },
): HeaderAction[] {
  const { t } = useTranslation();
  const role = session.user.role_id;
  // The web store link tells, as the checklist does, when shoppers cannot order there yet.
  const blockedBy = useOrdersBlockedBy(role === ROLES.CLIENT ? session.store?.id : undefined);
  const actions: HeaderAction[] = [];
  if (role === ROLES.ADMIN) {
    actions.push({
      key: 'broadcast',
      label: t('header.broadcast'),
      icon: <CampaignIcon />,
      onClick: () => on.openDialog('broadcast'),
    });
  }
  if (role === ROLES.CLIENT && session.store) {
    const bot = botLink(session);
    const web = storefrontOf(session.store);
    if (bot) actions.push({ key: 'bot', label: t('header.chatBotStore'), icon: <TelegramIcon />, href: bot });
    if (web)
      actions.push({
        key: 'web',
        label: t(blockedBy ? 'header.webStoreNotTakingOrders' : 'header.webStore'),
        icon: blockedBy ? <WarningDot icon={<StorefrontIcon />} /> : <StorefrontIcon />,
        href: web,
      });
  }
  // New-sale alerts reach the owner's and the cashiers' devices: both may turn them on.
  if (role === ROLES.CLIENT || role === ROLES.CASHIER) {
    actions.push({
      key: 'notifications',
      label: t('header.notifications'),
      icon: <NotificationsActiveIcon />,
      onClick: () => on.openDialog('notifications'),
    });
  }
  if (role === ROLES.CLIENT) {
    actions.push({
      key: 'upgrade',
      label: t('header.upgrade'),
      icon: <RocketLaunchIcon />,
      to: paths.upgradePlan.path,
      tour: 'upgrade',
    });
  }
  actions.push({
    key: 'settings',
    label: t('settings.open'),
    icon: <SettingsIcon />,
    onClick: on.openSettings,
    tour: 'settings',
  });
  return actions;
}
