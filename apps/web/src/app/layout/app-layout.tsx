import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { RoleId } from '@vitrina/contract';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { useSessionState } from '../../lib/session.ts';
import { updateSettings, useSettings } from '../../lib/settings.ts';
import { landingPathFor, loginPathWithRedirect, paths } from '../paths.ts';
import type { RouteHandle } from '../route-handle.ts';
import { Header } from './header.tsx';
import { useIntro } from './intro.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { routerAnimationClass } from './router-animation.ts';
import { menuClasses, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH, SidebarMenu } from './sidebar.tsx';
import { sidebarImages } from './sidebar-images.ts';
import { surfaceTheme } from './surfaces.ts';
import { ThemeCustomizer } from './theme-customizer.tsx';
import { Tour } from './tour.tsx';

function useAllowedRoles(): readonly RoleId[] | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.roles) return handle.roles;
  }
  return null;
}

function NoAccess({ role }: { role: RoleId }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      title={t('errors.noAccess.title')}
      text={t('errors.noAccess.text')}
      actionLabel={t('errors.noAccess.action')}
      actionTo={landingPathFor(role)}
    />
  );
}

const hidden = { [`& .${menuClasses.text}, & .${menuClasses.heading}`]: { opacity: 0 } };
const hiddenNested = { [`& .${menuClasses.nested}`]: { display: 'none' } };

/** The signed-in shell: header, role menu (250 px, mini 70 px), the customizer and the scrolling content area. */
export function AppLayout() {
  const { t } = useTranslation();
  const { session, endReason } = useSessionState();
  const settings = useSettings();
  const location = useLocation();
  const navigation = useNavigation();
  const roles = useAllowedRoles();
  const baseTheme = useTheme();
  const contentRef = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [intro, endTour] = useIntro();
  // SPEC.md §2: below 600 px the menu is a drawer that slides over the content.
  const mobile = useMediaQuery(baseTheme.breakpoints.down('sm'));
  const collapsed = settings.collapsed && !mobile;

  const { themeColor, sidebarColor, headerColor, sidebarImage } = settings;
  // The page's direction, which follows the setting once its styles are loaded (app/emotion-cache.ts).
  const rtl = baseTheme.direction === 'rtl';
  const sidebar = useMemo(
    () => surfaceTheme(baseTheme, sidebarColor, { themeColor, rtl }, sidebarImage !== 'none'),
    [baseTheme, sidebarColor, themeColor, rtl, sidebarImage],
  );
  const header = useMemo(
    () => surfaceTheme(baseTheme, headerColor, { themeColor, rtl }),
    [baseTheme, headerColor, themeColor, rtl],
  );

  // SPEC.md §2: the content area starts at the top after every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => {
    contentRef.current?.scrollTo({ top: 0, left: 0 });
    window.scrollTo({ top: 0, left: 0 });
  }, [location.pathname]);

  if (!session) {
    // Signed out here (log-out button or a revoked token): plain login. Otherwise come back afterwards.
    const to = endReason ? paths.login.path : loginPathWithRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }

  const role = session.user.role_id;
  const allowed = !roles || roles.includes(role);
  // Inlined SVGs are data URLs with quotes and spaces: the url() needs its own quotes.
  const sidebarBackground = {
    backgroundColor: sidebar.background,
    backgroundImage:
      sidebarImage === 'none'
        ? 'none'
        : `linear-gradient(rgba(18, 18, 30, 0.78), rgba(18, 18, 30, 0.78)), url("${sidebarImages[sidebarImage]}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };

  const toggleSidebar = () => {
    if (mobile) setMobileOpen((open) => !open);
    else updateSettings({ collapsed: !settings.collapsed });
  };

  return (
    <Box
      data-theme={settings.darkMode ? 'dark' : 'light'}
      sx={{
        display: 'flex',
        height: '100vh',
        '& .vt-tour-target': {
          outline: '3px solid',
          outlineColor: 'warning.main',
          outlineOffset: 2,
          borderRadius: 1,
        },
        ...(settings.boxLayout && {
          maxWidth: 1200,
          mx: 'auto',
          boxShadow: 6,
          overflow: 'hidden',
          // A transformed box becomes the frame of its fixed header and sidebar.
          transform: 'translateZ(0)',
        }),
      }}
    >
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <ThemeProvider theme={header.theme}>
        <Header
          session={session}
          collapsed={mobile ? !mobileOpen : collapsed}
          onToggleSidebar={toggleSidebar}
          onOpenSettings={() => setCustomizerOpen(true)}
          background={header.background}
        />
      </ThemeProvider>
      <ThemeProvider theme={sidebar.theme}>
        <Box
          component="aside"
          sx={{
            width: { sm: collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH },
            flexShrink: { sm: 0 },
            transition: 'width 0.2s',
          }}
        >
          {mobile ? (
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, ...sidebarBackground } }}
            >
              <Toolbar />
              <SidebarMenu role={role} onNavigate={() => setMobileOpen(false)} />
            </Drawer>
          ) : (
            <Drawer
              variant="permanent"
              open
              data-collapsed={collapsed ? 'true' : 'false'}
              sx={{
                '& .MuiDrawer-paper': {
                  width: collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH,
                  boxSizing: 'border-box',
                  overflowX: 'hidden',
                  ...sidebarBackground,
                  transition: 'width 0.2s',
                  ...(collapsed && {
                    ...hidden,
                    ...hiddenNested,
                    // The mini sidebar opens over the content while the pointer or the focus is in it.
                    '&:hover, &:focus-within': {
                      width: SIDEBAR_WIDTH,
                      boxShadow: 8,
                      [`& .${menuClasses.text}, & .${menuClasses.heading}`]: { opacity: 1 },
                      [`& .${menuClasses.nested}`]: { display: 'block' },
                    },
                  }),
                },
              }}
            >
              <Toolbar />
              <SidebarMenu role={role} />
            </Drawer>
          )}
        </Box>
      </ThemeProvider>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        ref={contentRef}
        sx={{ flexGrow: 1, minWidth: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        <Toolbar />
        {navigation.state === 'loading' ? (
          <LinearProgress aria-label={t('app.loading')} sx={{ position: 'sticky', top: 0, zIndex: 1 }} />
        ) : null}
        <Box
          key={location.pathname}
          className={routerAnimationClass(settings.animation)}
          sx={{ p: { xs: 2, md: 3 }, flexGrow: 1 }}
        >
          {allowed ? (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          ) : (
            <NoAccess role={role} />
          )}
        </Box>
      </Box>
      <ThemeCustomizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
      {intro === 'loading' ? <LoadingScreen /> : null}
      {intro === 'tour' ? <Tour onEnd={endTour} /> : null}
    </Box>
  );
}
