import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { AnchoredMenu } from '#web/components/anchored-menu.tsx';
import type { MenuPlacement } from '#web/components/menu-button.tsx';
import type { HeaderAction } from './header-actions.tsx';

/** The open 'More options' menu (overflow-menu.tsx loads it on the first click). */
export default function OverflowMenuList({
  placement,
  actions,
}: {
  placement: MenuPlacement;
  actions: HeaderAction[];
}) {
  const { onClose } = placement;
  return (
    <AnchoredMenu placement={placement} end>
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
    </AnchoredMenu>
  );
}
