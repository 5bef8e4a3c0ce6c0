import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu, useMenuButton } from '#web/components/menu-button.tsx';
import type { HeaderAction } from './header-actions.tsx';

const OverflowMenuList = lazy(() => import('./overflow-menu-list.tsx'));

/** Below 600 px the header's actions (theme settings included) are entries of one menu. */
export function OverflowMenu({ actions }: { actions: HeaderAction[] }) {
  const { t } = useTranslation();
  const menu = useMenuButton();
  return (
    <>
      <IconButton color="inherit" aria-label={t('header.more')} {...menu.buttonProps}>
        <MoreVertIcon />
      </IconButton>
      <LazyMenu used={menu.used}>
        <OverflowMenuList placement={menu.placement} actions={actions} />
      </LazyMenu>
    </>
  );
}
