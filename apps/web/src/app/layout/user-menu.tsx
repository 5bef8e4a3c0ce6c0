import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SessionUser } from '@vitrina/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLogout } from '../../features/auth/api/session.queries.ts';
import { paths } from '../paths.ts';

/** The avatar at the header's end: the user's profile and signing out, on every screen size. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={RouterLink} to={paths.userProfile.path} onClick={close}>
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          {t('actions.profile')}
        </MenuItem>
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            close();
            void logout.mutateAsync(undefined);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('actions.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
