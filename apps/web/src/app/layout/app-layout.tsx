import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import type { RoleId } from '@vitrina/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { useSessionState } from '../../lib/session.ts';
import { landingPathFor, loginPathWithRedirect, paths } from '../paths.ts';
import type { RouteHandle } from '../route-handle.ts';
import { Header } from './header.tsx';
import { SIDEBAR_WIDTH, SidebarMenu } from './sidebar.tsx';

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

/** The signed-in shell: header, role menu and the scrolling content area. */
export function AppLayout() {
  const { t } = useTranslation();
  const { session, endReason } = useSessionState();
  const location = useLocation();
  const navigation = useNavigation();
  const roles = useAllowedRoles();
  const contentRef = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

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
  const menu = <SidebarMenu role={role} onNavigate={() => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', height: '100vh' }}>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Header session={session} onToggleSidebar={() => setMobileOpen((o) => !o)} />
      <Box component="aside" sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
        >
          <Toolbar />
          {menu}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {menu}
        </Drawer>
      </Box>
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
        <Box sx={{ p: { xs: 2, md: 3 }, flexGrow: 1 }}>
          {allowed ? (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          ) : (
            <NoAccess role={role} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
