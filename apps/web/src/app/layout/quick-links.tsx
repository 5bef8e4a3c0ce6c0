import AppsIcon from '@mui/icons-material/Apps';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { RoleId } from '@vitrina/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { quickLinks } from './menus.ts';

/** The header's quick-links menu (SPEC.md §2), the tour's "quick navigation" step. */
export function QuickLinks({ role }: { role: RoleId }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('header.quickLinks')}>
        <IconButton
          id={buttonId}
          color="inherit"
          data-tour="quick-links"
          aria-label={t('header.quickLinks')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {quickLinks[role].map((link) => {
          const Icon = link.icon;
          return (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
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
    </>
  );
}
