import Box from '@mui/material/Box';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ROLES } from '@vitrina/contract';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useSession } from '#web/lib/session.ts';
import { updateSettings, useSettings } from '#web/lib/settings.ts';
import { Header } from './header.tsx';
import { useIntro } from './intro.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { routerAnimationClass } from './router-animation.ts';
import { ShellMembership } from './shell-membership.tsx';
import { shellStyles } from './shell-styles.tsx';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from './sidebar-size.ts';
import { surfaceTheme } from './surfaces.ts';

// Both load when first wanted: the customizer when opened, the tour on a first visit.
const ThemeCustomizer = lazy(() =>
  import('./theme-customizer.tsx').then((m) => ({ default: m.ThemeCustomizer })),
);
const loadTour = () => import('./tour.tsx');
const Tour = lazy(() => loadTour().then((m) => ({ default: m.Tour })));
// The role menu: on a phone it is a drawer over the content, loaded when first opened (with MUI's
// Drawer, Modal, Slide and every menu icon, ~12 KB gzip no phone needs for its first screen);
// on a wider screen it loads at once, beside the screen, in a place of its final width.
const SidebarDrawer = lazy(() => import('./sidebar-drawer.tsx').then((m) => ({ default: m.SidebarDrawer })));

const tourTarget = {
  '& .vt-tour-target': {
    outline: '3px solid',
    outlineColor: 'warning.main',
    outlineOffset: 2,
    borderRadius: 1,
  },
};
const boxed = {
  maxWidth: 1200,
  mx: 'auto',
  boxShadow: 6,
  overflow: 'hidden',
  // A transformed box becomes the frame of its fixed header and sidebar.
  transform: 'translateZ(0)',
};

/**
 * The signed-in shell: header, role menu, the customizer and the scrolling content area where
 * the current screen (`children`) renders. router.tsx only renders it with a session.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useSettings();
  const location = useLocation();
  const baseTheme = useTheme();
  const contentRef = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileOpened, setMobileOpened] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerUsed, setCustomizerUsed] = useState(false);
  const [intro, endTour] = useIntro();
  // The tour's code loads during the loading screen and the 1 s pause, so it shows on time.
  useEffect(() => {
    if (intro === 'loading' || intro === 'waiting') void loadTour();
  }, [intro]);
  // SPEC.md §2: below 600 px the menu is a drawer that slides over the content.
  // noSsr: right on the first render, so that a phone does not start loading the desktop sidebar.
  const mobile = useMediaQuery(baseTheme.breakpoints.down('sm'), { noSsr: true });
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

  // SPEC.md §2: the content area starts at the top after every navigation. Not on the first
  // paint, which starts there anyway: scrolling then forces a layout of the whole new shell
  // (about a third of the dashboard's longest task on a phone).
  const scrolledFor = useRef(location.pathname);
  useEffect(() => {
    if (scrolledFor.current === location.pathname) return;
    scrolledFor.current = location.pathname;
    contentRef.current?.scrollTo({ top: 0, left: 0 });
    window.scrollTo({ top: 0, left: 0 });
  }, [location.pathname]);

  if (!session) return null;
  const role = session.user.role_id;

  const toggleSidebar = () => {
    if (mobile) {
      setMobileOpened(true);
      setMobileOpen((open) => !open);
    } else updateSettings({ collapsed: !settings.collapsed });
  };

  return (
    <Box
      data-theme={settings.darkMode ? 'dark' : 'light'}
      sx={{ display: 'flex', height: '100vh', ...tourTarget, ...(settings.boxLayout && boxed) }}
    >
      {shellStyles}
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <ThemeProvider theme={header.theme}>
        <Header
          session={session}
          collapsed={mobile ? !mobileOpen : collapsed}
          onToggleSidebar={toggleSidebar}
          onOpenSettings={() => {
            setCustomizerUsed(true);
            setCustomizerOpen(true);
          }}
          background={header.background}
        />
      </ThemeProvider>
      {mobile && !mobileOpened ? null : (
        <Suspense
          fallback={
            <Box
              component="aside"
              sx={{ width: { sm: collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH }, flexShrink: { sm: 0 } }}
            />
          }
        >
          <ThemeProvider theme={sidebar.theme}>
            <SidebarDrawer
              role={role}
              mobile={mobile}
              mobileOpen={mobileOpen}
              onCloseMobile={() => setMobileOpen(false)}
              collapsed={collapsed}
              background={sidebar.background}
              image={sidebarImage}
            />
          </ThemeProvider>
        </Suspense>
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        ref={contentRef}
        sx={{ flexGrow: 1, minWidth: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        <Toolbar />
        <Box
          key={location.pathname}
          className={routerAnimationClass(settings.animation)}
          sx={{ p: { xs: 2, md: 3 }, flexGrow: 1, minWidth: 0 }}
        >
          {role === ROLES.CLIENT ? <ShellMembership /> : null}
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Box>
      </Box>
      <Suspense fallback={null}>
        {customizerUsed ? (
          <ThemeCustomizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
        ) : null}
        {intro === 'tour' ? <Tour onEnd={endTour} /> : null}
      </Suspense>
      {intro === 'loading' ? <LoadingScreen /> : null}
    </Box>
  );
}
