import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SessionUser } from '@vitrina/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';

// The menu's code loads on the first click (user-menu-list.tsx).
const UserMenuList = lazy(() => import('./user-menu-list.tsx'));

/** The avatar at the header's end: the user's profile and signing out, on every screen size. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        sx={{ textTransform: 'none', minWidth: 0 }}
        startIcon={
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 16 }} aria-hidden>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
        }
      >
        <Box component="span" sx={visuallyHidden}>
          {t('header.userMenu')}{' '}
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {user.name}
        </Box>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} labelledBy={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
