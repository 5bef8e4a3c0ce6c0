import AppsIcon from '@mui/icons-material/Apps';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { RoleId } from '@vitrina/contract';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu, useMenuButton } from '#web/components/menu-button.tsx';

const QuickLinksList = lazy(() => import('./quick-links-list.tsx'));

/** The header's quick-links menu (SPEC.md §2), the tour's "quick navigation" step. */
export function QuickLinks({ role }: { role: RoleId }) {
  const { t } = useTranslation();
  const menu = useMenuButton();
  return (
    <>
      <Tooltip title={t('header.quickLinks')}>
        <IconButton
          color="inherit"
          data-tour="quick-links"
          aria-label={t('header.quickLinks')}
          {...menu.buttonProps}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <LazyMenu used={menu.used}>
        <QuickLinksList placement={menu.placement} role={role} />
      </LazyMenu>
    </>
  );
}
