import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SessionUser } from '@vitrina/contract';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu, useMenuButton } from '#web/components/menu-button.tsx';
import { visuallyHidden } from '#web/components/visually-hidden.ts';

const UserMenuList = lazy(() => import('./user-menu-list.tsx'));

/** The avatar at the header's end: the user's profile and signing out, on every screen size. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const menu = useMenuButton();
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
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
      <LazyMenu used={menu.used}>
        <UserMenuList placement={menu.placement} />
      </LazyMenu>
    </>
  );
}
