import AppsIcon from '@mui/icons-material/Apps';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { RoleId } from '@vitrina/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu's code (MUI Menu, Popover) loads on the first click (quick-links-list.tsx).
const QuickLinksList = lazy(() => import('./quick-links-list.tsx'));

/** The header's quick-links menu (SPEC.md §2), the tour's "quick navigation" step. */
export function QuickLinks({ role }: { role: RoleId }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Tooltip title={t('header.quickLinks')}>
        <IconButton
          id={buttonId}
          color="inherit"
          data-tour="quick-links"
          aria-label={t('header.quickLinks')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => {
            setUsed(true);
            setAnchor(event.currentTarget);
          }}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <QuickLinksList
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            role={role}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
