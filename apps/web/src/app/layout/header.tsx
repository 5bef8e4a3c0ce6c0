import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { landingPathFor } from '#web/app/paths.ts';
import { LanguageMenu } from '#web/components/language-menu.tsx';
import type { StoredSession } from '#web/lib/session.ts';
import { ActionIcons } from './action-icons.tsx';
import { useHeaderActions } from './header-actions.tsx';
import { useHeaderDialogs } from './header-dialogs.tsx';
import { HeaderIcon } from './header-icon.tsx';
import { OverflowMenu } from './overflow-menu.tsx';
import { QuickLinks } from './quick-links.tsx';
import { UserMenu } from './user-menu.tsx';

// The search field (MUI Autocomplete) loads where it shows: always from 900 px, on a phone once
// its button is pressed.
const HeaderSearch = lazy(() => import('./header-search.tsx').then((m) => ({ default: m.HeaderSearch })));
const MobileSearchForm = lazy(() =>
  import('./header-search.tsx').then((m) => ({ default: m.MobileSearchForm })),
);

type HeaderProps = {
  session: StoredSession;
  /** Desktop: the sidebar is folded to its mini variant; phone: the drawer is closed. */
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  background: string;
};

/**
 * The signed-in header. On a phone (below 600 px) it keeps the menu button, search, language and
 * the user menu (profile, sign out) in sight and gathers the other actions, theme settings
 * included, in one overflow menu, so nothing falls off a 390 px screen.
 */
export function Header({ session, collapsed, onToggleSidebar, onOpenSettings, background }: HeaderProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Read at the first render (the panel renders in the browser only), not after a second one.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);
  const { openDialog, dialogs } = useHeaderDialogs();
  const actions = useHeaderActions(session, { openDialog, openSettings: onOpenSettings });
  const role = session.user.role_id;

  return (
    <AppBar
      position="fixed"
      elevation={1}
      color="inherit"
      sx={{ zIndex: (th) => th.zIndex.drawer + 1, bgcolor: background, color: 'text.primary' }}
    >
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
        {searchOpen && !wide ? (
          <Suspense fallback={null}>
            <MobileSearchForm role={role} onClose={() => setSearchOpen(false)} />
          </Suspense>
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
              noWrap
              sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mx: { xs: 0.5, sm: 1 } }}
            >
              {t('app.name')}
            </Typography>
            {wide ? (
              <Box sx={{ mx: 1 }}>
                <Suspense fallback={null}>
                  <HeaderSearch role={role} />
                </Suspense>
              </Box>
            ) : null}
            <Box sx={{ flexGrow: 1 }} />
            {wide ? null : (
              <HeaderIcon label={t('header.search.open')} onClick={() => setSearchOpen(true)}>
                <SearchIcon />
              </HeaderIcon>
            )}
            {phone ? null : <QuickLinks role={role} />}
            {phone ? null : <ActionIcons actions={actions} />}
            <LanguageMenu />
            {phone ? <OverflowMenu actions={actions} /> : null}
            <UserMenu user={session.user} />
          </>
        )}
      </Toolbar>
      {dialogs}
    </AppBar>
  );
}
