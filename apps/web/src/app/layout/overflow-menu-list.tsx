import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { HeaderAction } from './header-actions.tsx';

type OverflowMenuListProps = {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  actions: HeaderAction[];
  onClose: () => void;
};

/** The open 'More options' menu (overflow-menu.tsx loads it on the first click). */
export default function OverflowMenuList({
  id,
  labelledBy,
  anchor,
  actions,
  onClose,
}: OverflowMenuListProps) {
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
      {actions.map((action) => {
        const content = (
          <>
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </>
        );
        if (action.to)
          return (
            <MenuItem key={action.key} component={RouterLink} to={action.to} onClick={onClose}>
              {content}
            </MenuItem>
          );
        if (action.href)
          return (
            <MenuItem
              key={action.key}
              component="a"
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              {content}
            </MenuItem>
          );
        return (
          <MenuItem
            key={action.key}
            onClick={() => {
              onClose();
              action.onClick?.();
            }}
          >
            {content}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
