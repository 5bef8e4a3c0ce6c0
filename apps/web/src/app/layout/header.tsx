import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CampaignIcon from '@mui/icons-material/Campaign';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TelegramIcon from '@mui/icons-material/Telegram';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ROLES } from '@vitrina/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLogout } from '../../features/auth/api/session.queries.ts';
import type { StoredSession } from '../../lib/session.ts';
import { storefrontOf } from '../../lib/storefront.ts';
import { landingPathFor, paths } from '../paths.ts';
import { HeaderSearch, MobileSearchForm } from './header-search.tsx';
import { QuickLinks } from './quick-links.tsx';

// Dialogs load when first opened: most sessions never open them.
const BroadcastDialog = lazy(() =>
  import('../../features/messaging/components/broadcast-dialog.tsx').then((m) => ({
    default: m.BroadcastDialog,
  })),
);
const NotificationDialog = lazy(() =>
  import('../../features/messaging/components/notification-dialog.tsx').then((m) => ({
    default: m.NotificationDialog,
  })),
);

type HeaderProps = {
  session: StoredSession;
  /** Desktop: the sidebar is folded to its mini variant. */
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  background: string;
};

/** The store owner's shop links (SPEC.md §2); the web store's host is the server's STORE_HOST. */
function storeLinks(session: StoredSession) {
  const store = session.store;
  if (session.user.role_id !== ROLES.CLIENT || !store) return { bot: null, web: null };
  return {
    bot: store.telegram_user_bot
      ? `https://t.me/${encodeURIComponent(store.telegram_user_bot.replace(/^@/, ''))}`
      : null,
    web: storefrontOf(store),
  };
}

function HeaderIcon({
  label,
  children,
  ...props
}: {
  label: string;
  children: React.ReactNode;
  onClick?: () => void;
  href?: string;
  'data-tour'?: string;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        {...props}
        {...(props.href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

export function Header({ session, collapsed, onToggleSidebar, onOpenSettings, background }: HeaderProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [dialog, setDialog] = useState<'broadcast' | 'notifications' | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState({ broadcast: false, notifications: false });
  const menuId = useId();
  const buttonId = useId();
  const { user } = session;
  const role = user.role_id;
  const close = () => setAnchor(null);
  const links = storeLinks(session);
  const openDialog = (which: 'broadcast' | 'notifications') => {
    setDialogLoaded((loaded) => ({ ...loaded, [which]: true }));
    setDialog(which);
  };

  return (
    <AppBar
      position="fixed"
      elevation={1}
      color="inherit"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: background, color: 'text.primary' }}
    >
      <Toolbar sx={{ gap: 0.5 }}>
        {searchOpen ? (
          <MobileSearchForm role={role} onClose={() => setSearchOpen(false)} />
        ) : (
          <>
            <Tooltip title={t('header.toggleMenu')}>
              <IconButton
                color="inherit"
                edge="start"
                onClick={onToggleSidebar}
                aria-label={t('header.toggleMenu')}
                aria-expanded={!collapsed}
                data-tour="sidebar-toggle"
                sx={{ '[dir=rtl] & svg': { transform: 'scaleX(-1)' } }}
              >
                {collapsed ? <MenuIcon /> : <MenuOpenIcon />}
              </IconButton>
            </Tooltip>
            <Typography
              component={RouterLink}
              to={landingPathFor(role)}
              variant="h6"
              sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mx: 1 }}
            >
              {t('app.name')}
            </Typography>
            <Box sx={{ display: { xs: 'none', md: 'block' }, mx: 1 }}>
              <HeaderSearch role={role} />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <Box sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
              <HeaderIcon label={t('header.search.open')} onClick={() => setSearchOpen(true)}>
                <SearchIcon />
              </HeaderIcon>
            </Box>
            <QuickLinks role={role} />
            {role === ROLES.ADMIN ? (
              <HeaderIcon label={t('header.broadcast')} onClick={() => openDialog('broadcast')}>
                <CampaignIcon />
              </HeaderIcon>
            ) : null}
            {links.bot ? (
              <HeaderIcon label={t('header.chatBotStore')} href={links.bot}>
                <TelegramIcon />
              </HeaderIcon>
            ) : null}
            {links.web ? (
              <HeaderIcon label={t('header.webStore')} href={links.web}>
                <StorefrontIcon />
              </HeaderIcon>
            ) : null}
            {role === ROLES.CLIENT ? (
              <>
                <HeaderIcon label={t('header.notifications')} onClick={() => openDialog('notifications')}>
                  <NotificationsActiveIcon />
                </HeaderIcon>
                <Button
                  component={RouterLink}
                  to={paths.userProfile.path}
                  color="inherit"
                  data-tour="upgrade"
                  aria-label={t('header.upgrade')}
                  sx={{ minWidth: 0, textTransform: 'none' }}
                  startIcon={<RocketLaunchIcon />}
                >
                  <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }} aria-hidden="true">
                    {t('header.upgrade')}
                  </Box>
                </Button>
              </>
            ) : null}
            <LanguageMenu />
            <HeaderIcon label={t('settings.open')} onClick={onOpenSettings} data-tour="settings">
              <SettingsIcon />
            </HeaderIcon>
            <Button
              id={buttonId}
              color="inherit"
              onClick={(event) => setAnchor(event.currentTarget)}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? true : undefined}
              sx={{ textTransform: 'none', minWidth: 0 }}
              startIcon={
                <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 16 }} aria-hidden>
                  {user.name.charAt(0).toUpperCase()}
                </Avatar>
              }
            >
              <Box component="span" sx={visuallyHidden}>
                {t('header.userMenu')}{' '}
              </Box>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {user.name}
              </Box>
            </Button>
          </>
        )}
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={!!anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-labelledby': buttonId } }}
        >
          <MenuItem component={RouterLink} to={paths.userProfile.path} onClick={close}>
            <ListItemIcon>
              <AccountCircleIcon fontSize="small" />
            </ListItemIcon>
            {t('actions.profile')}
          </MenuItem>
          <MenuItem
            disabled={logout.isPending}
            onClick={() => {
              close();
              void logout.mutateAsync(undefined);
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('actions.logout')}
          </MenuItem>
        </Menu>
      </Toolbar>
      <Suspense fallback={null}>
        {dialogLoaded.broadcast ? (
          <BroadcastDialog open={dialog === 'broadcast'} onClose={() => setDialog(null)} />
        ) : null}
        {dialogLoaded.notifications ? (
          <NotificationDialog open={dialog === 'notifications'} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </AppBar>
  );
}
