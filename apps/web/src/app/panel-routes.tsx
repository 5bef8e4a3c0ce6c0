import { type ComponentType, use } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { useDocumentTitle } from './layout/document-title.ts';
import { NoAccess } from './layout/no-access.tsx';
import { NotFound } from './layout/not-found.tsx';
import { PanelRoot } from './layout/panel-root.tsx';
import { RouteErrorBoundary } from './layout/route-error.tsx';
import { retryableScreen, screenErrorPage } from './layout/screen-load.tsx';
import { protectedScreens } from './panel-screens.tsx';
import {
  canOpen,
  landingPathFor,
  type PathEntry,
  type ProtectedPathKey,
  paths,
  protectedPathKeys,
} from './paths.ts';

// The signed-in panel: its route table, shell and data cache load as one chunk after sign-in
// (router.tsx), so the sign-in page never carries them.

/** A panel screen: its title in the tab, or "no access" for a role the route is not for. */
function ProtectedScreen({
  entry,
  Screen,
  ownTexts,
}: {
  entry: PathEntry;
  Screen: ComponentType;
  /** The screen's texts are in the screens' Spanish bundle: wait for it (suspends). */
  ownTexts: boolean;
}) {
  if (ownTexts) use(loadScreenTexts());
  const session = useSession();
  const role = session?.user.role_id;
  useDocumentTitle((role !== undefined && entry.titleKeyFor?.[role]) || entry.titleKey);
  if (!session || role === undefined) return null;
  if (entry.roles !== 'public' && !entry.roles.includes(role)) return <NoAccess role={role} />;
  return <Screen />;
}

/** The dashboard's texts come with the panel (i18n/bundles/es-panel.ts); every other screen's with it. */
const withPanelTexts: readonly ProtectedPathKey[] = ['dashboard'];

const protectedRoutes = protectedPathKeys.map((key) => {
  const Screen = retryableScreen(protectedScreens[key]);
  return (
    <Route
      key={key}
      path={paths[key].path}
      element={
        <ProtectedScreen entry={paths[key]} Screen={Screen} ownTexts={!withPanelTexts.includes(key)} />
      }
    />
  );
});

/** `/` opens the dashboard for those who have one, and each other role's own first screen. */
function PanelHome() {
  const session = useSession();
  if (!session) return null;
  const role = session.user.role_id;
  return <Navigate to={canOpen('dashboard', role) ? paths.dashboard.path : landingPathFor(role)} replace />;
}

function PanelNotFound() {
  useDocumentTitle('errors.notFound.title');
  return <NotFound />;
}

export function PanelRoutes() {
  const location = useLocation();
  return (
    <PanelRoot>
      <AppLayout>
        {/* A screen that fails keeps the menu and the header around its error page. */}
        <RouteErrorBoundary resetKey={location.pathname} fallback={screenErrorPage}>
          <Routes>
            <Route index element={<PanelHome />} />
            {protectedRoutes}
            <Route path="*" element={<PanelNotFound />} />
          </Routes>
        </RouteErrorBoundary>
      </AppLayout>
    </PanelRoot>
  );
}
