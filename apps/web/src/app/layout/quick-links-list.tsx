import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { RoleId } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AnchoredMenu } from '#web/components/anchored-menu.tsx';
import type { MenuPlacement } from '#web/components/menu-button.tsx';
import { quickLinks } from './menus.ts';

/** The open quick-links menu (quick-links.tsx loads it on the first click). */
export default function QuickLinksList({ placement, role }: { placement: MenuPlacement; role: RoleId }) {
  const { t } = useTranslation();
  return (
    <AnchoredMenu placement={placement}>
      {quickLinks[role].map((link) => {
        const Icon = link.icon;
        return (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={placement.onClose}>
            {Icon ? (
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText>{t(link.labelKey)}</ListItemText>
          </MenuItem>
        );
      })}
    </AnchoredMenu>
  );
}
