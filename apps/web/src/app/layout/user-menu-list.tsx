import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { AnchoredMenu } from '#web/components/anchored-menu.tsx';
import type { MenuPlacement } from '#web/components/menu-button.tsx';
import { useLogout } from '#web/features/auth/api/session.queries.ts';

/**
 * The open user menu (user-menu.tsx loads it on the first click): MUI's Menu brings Popover and
 * Modal (~13 KB gzip), which no screen needs before someone opens a menu.
 */
export default function UserMenuList({ placement }: { placement: MenuPlacement }) {
  const { onClose } = placement;
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <AnchoredMenu placement={placement} end>
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
    </AnchoredMenu>
  );
}
