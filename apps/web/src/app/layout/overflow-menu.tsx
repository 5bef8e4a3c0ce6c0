import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderAction } from './header-actions.tsx';

// The menu's code (MUI Menu, Popover, Modal) loads on the first click (overflow-menu-list.tsx).
const OverflowMenuList = lazy(() => import('./overflow-menu-list.tsx'));

/** Below 600 px the header's actions (theme settings included) are entries of one menu. */
export function OverflowMenu({ actions }: { actions: HeaderAction[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={t('header.more')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <OverflowMenuList
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            actions={actions}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
