import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../features/auth/api/session.queries.ts';
import { paths } from '../paths.ts';

type UserMenuListProps = { id: string; labelledBy: string; anchor: HTMLElement | null; onClose: () => void };

/**
 * The open user menu (user-menu.tsx loads it on the first click): MUI's Menu brings Popover and
 * Modal (~13 KB gzip), which no screen needs before someone opens a menu.
 */
export default function UserMenuList({ id, labelledBy, anchor, onClose }: UserMenuListProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      <MenuItem component={RouterLink} to={paths.userProfile.path} onClick={onClose}>
        <ListItemIcon>
          <AccountCircleIcon fontSize="small" />
        </ListItemIcon>
        {t('actions.profile')}
      </MenuItem>
      <MenuItem
        disabled={logout.isPending}
        onClick={() => {
          onClose();
          void logout.mutateAsync(undefined);
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('actions.logout')}
      </MenuItem>
    </Menu>
  );
}
