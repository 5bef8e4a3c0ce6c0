import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLogout } from '../../features/auth/api/session.queries.ts';
import type { StoredSession } from '../../lib/session.ts';
import { landingPathFor, paths } from '../paths.ts';

type HeaderProps = {
  session: StoredSession;
  onToggleSidebar: () => void;
};

export function Header({ session, onToggleSidebar }: HeaderProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const { user } = session;
  const close = () => setAnchor(null);

  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleSidebar}
          aria-label={t('header.toggleMenu')}
          sx={{ mr: 1, display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to={landingPathFor(user.role_id)}
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          {t('app.name')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          id={buttonId}
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          sx={{ textTransform: 'none' }}
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
              logout.mutate();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('actions.logout')}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
