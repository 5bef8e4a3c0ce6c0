import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HeaderAction } from './header-actions.tsx';

/** Below 600 px the header's actions (theme settings included) are entries of one menu. */
export function OverflowMenu({ actions }: { actions: HeaderAction[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={t('header.more')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
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
              <MenuItem key={action.key} component={RouterLink} to={action.to} onClick={close}>
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
                onClick={close}
              >
                {content}
              </MenuItem>
            );
          return (
            <MenuItem
              key={action.key}
              onClick={() => {
                close();
                action.onClick?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
