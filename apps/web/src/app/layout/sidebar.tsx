import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { RoleId } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { visuallyHidden } from '#web/components/visually-hidden.ts';
import { truncate } from '#web/lib/format.ts';
import { isLinkActive, type MenuGroup, type MenuLink, menus } from './menus.ts';

/** SPEC.md §9: sidebar 250 px, 70 px when collapsed to the mini variant. */
export { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from './sidebar-size.ts';

import { SIDEBAR_WIDTH } from './sidebar-size.ts';

/** Class names the layout's CSS uses to fold the menu into icons in the mini sidebar. */
export const menuClasses = { text: 'vt-menu-text', nested: 'vt-menu-nested', heading: 'vt-menu-heading' };

/**
 * Shows at most 18 characters (SPEC.md §2); the full text is in a tooltip on hover and focus,
 * and screen readers always read it whole.
 */
function MenuText({ label }: { label: string }) {
  const short = truncate(label);
  if (short === label) {
    return (
      <ListItemText
        className={menuClasses.text}
        primary={label}
        slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
      />
    );
  }
  return (
    <Tooltip title={label} placement="right" describeChild>
      <ListItemText
        className={menuClasses.text}
        primary={
          <>
            <span aria-hidden="true">{short}</span>
            <Box component="span" sx={visuallyHidden}>
              {label}
            </Box>
          </>
        }
        slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
      />
    </Tooltip>
  );
}

function LinkItem({
  entry,
  nested,
  onNavigate,
}: {
  entry: MenuLink;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isLinkActive(entry, pathname);
  const Icon = entry.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={entry.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: nested ? 7 : 2, borderRadius: 1, mx: 1, minHeight: 40 }}
      >
        {Icon ? (
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        <MenuText label={t(entry.labelKey)} />
      </ListItemButton>
    </ListItem>
  );
}

function GroupItem({ entry, onNavigate }: { entry: MenuGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const Icon = entry.icon;
  const label = t(entry.labelKey);
  const id = `menu-group-${entry.labelKey.replace(/\W/g, '-')}`;
  const containsActive = entry.items.some((item) => isLinkActive(item, pathname));
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ borderRadius: 1, mx: 1, minHeight: 40, fontWeight: containsActive ? 600 : undefined }}
      >
        {Icon ? (
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        <MenuText label={label} />
        {open ? (
          <ExpandLessIcon fontSize="small" className={menuClasses.text} />
        ) : (
          <ExpandMoreIcon fontSize="small" className={menuClasses.text} />
        )}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit className={menuClasses.nested}>
        <List disablePadding id={id}>
          {entry.items.map((item) => (
            <LinkItem key={item.to} entry={item} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The role's menu, built from the tables in menus.ts. */
export function SidebarMenu({ role, onNavigate }: { role: RoleId; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ width: SIDEBAR_WIDTH, pb: 2 }}>
      {menus[role].map((section, index) => {
        // The heading sits before its list, not inside it: a <ul> may only hold <li>.
        const headingId = section.titleKey
          ? `menu-section-${section.titleKey.replace(/\W/g, '-')}`
          : undefined;
        return (
          <Box key={section.titleKey ?? index}>
            {section.titleKey ? (
              <ListSubheader
                id={headingId}
                component="div"
                disableSticky
                className={menuClasses.heading}
                sx={{ bgcolor: 'transparent', color: 'text.secondary' }}
              >
                {t(section.titleKey)}
              </ListSubheader>
            ) : null}
            <List dense aria-labelledby={headingId}>
              {section.entries.map((entry) =>
                entry.kind === 'group' ? (
                  <GroupItem key={entry.labelKey} entry={entry} onNavigate={onNavigate} />
                ) : (
                  <LinkItem key={entry.to} entry={entry} onNavigate={onNavigate} />
                ),
              )}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
