import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { RoleId } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { quickLinks } from './menus.ts';

type QuickLinksListProps = {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  role: RoleId;
  onClose: () => void;
};

/** The open quick-links menu (quick-links.tsx loads it on the first click). */
export default function QuickLinksList({ id, labelledBy, anchor, role, onClose }: QuickLinksListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {quickLinks[role].map((link) => {
        const Icon = link.icon;
        return (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            {Icon ? (
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText>{t(link.labelKey)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
