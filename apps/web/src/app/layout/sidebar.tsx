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
import type { RoleId } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { truncate } from '../../lib/format.ts';
import { isLinkActive, type MenuGroup, type MenuLink, menus } from './menus.ts';

export const SIDEBAR_WIDTH = 250;

/** Shows at most 18 characters (SPEC.md §2); the full text stays in the tooltip and for screen readers. */
function MenuText({ label }: { label: string }) {
  const short = truncate(label);
  const primary =
    short === label ? (
      label
    ) : (
      <>
        <span aria-hidden="true">{short}</span>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </>
    );
  return (
    <ListItemText
      primary={primary}
      title={short === label ? undefined : label}
      slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
    />
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
        sx={{ pl: nested ? 7 : 2, borderRadius: 1, mx: 1 }}
      >
        {Icon ? (
          <ListItemIcon sx={{ minWidth: 40 }}>
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
  const [open, setOpen] = useState(true);
  const Icon = entry.icon;
  const label = t(entry.labelKey);
  const id = `menu-group-${entry.labelKey.replace(/\W/g, '-')}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ borderRadius: 1, mx: 1 }}
      >
        {Icon ? (
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        <MenuText label={label} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
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
    <nav aria-label={t('menu.label')}>
      {menus[role].map((section, index) => (
        <List
          key={section.titleKey ?? index}
          dense
          subheader={
            section.titleKey ? (
              <ListSubheader component="div" disableSticky>
                {t(section.titleKey)}
              </ListSubheader>
            ) : undefined
          }
        >
          {section.entries.map((entry) =>
            entry.kind === 'group' ? (
              <GroupItem key={entry.labelKey} entry={entry} onNavigate={onNavigate} />
            ) : (
              <LinkItem key={entry.to} entry={entry} onNavigate={onNavigate} />
            ),
          )}
        </List>
      ))}
    </nav>
  );
}
