import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { loadPanelTexts } from '#web/lib/i18n.ts';
import { useSessionState } from '#web/lib/session.ts';
import { useDocumentTitle } from './layout/document-title.ts';
import { RouteErrorBoundary } from './layout/route-error.tsx';
import { SessionLayout } from './layout/session-layout.tsx';
import { loginPathWithRedirect, type PublicPathKey, paths, publicPathKeys } from './paths.ts';
import { lazyScreen, type ScreenLoader } from './screen.tsx';

/*
 * The first page most people open is the sign-in page, so this file holds only what it needs:
 * the public routes and a door to the panel. The panel's route table, shell and texts are one
 * chunk (panel-routes.tsx) fetched once someone is signed in. Routes are declared as components
 * (BrowserRouter in main.tsx) rather than with the data router, whose loaders and fetchers the
 * panel does not use and which weigh ~17 KB gzip on every first visit (docs/decisions/003).
 */

/** Public screens, one chunk each. */
const publicScreens: Record<PublicPathKey, ScreenLoader> = {
  login: () =>
    import('#web/features/auth/screens/session-login/session-login.tsx').then((m) => m.SessionLogin),
  signUp: () =>
    import('#web/features/auth/screens/account-signup/account-signup.tsx').then((m) => m.AccountSignup),
  lockScreen: () =>
    import('#web/features/auth/screens/session-lock/session-lock.tsx').then((m) => m.SessionLock),
  forgotPassword: () =>
    import('#web/features/auth/screens/password-forgot/password-forgot.tsx').then((m) => m.PasswordForgot),
  resetPassword: () =>
    import('#web/features/auth/screens/password-reset/password-reset.tsx').then((m) => m.PasswordReset),
  callback: () =>
    import('#web/features/auth/screens/session-callback/session-callback.tsx').then((m) => m.SessionCallback),
  success: () =>
    import('#web/features/auth/screens/account-welcome/account-welcome.tsx').then((m) => m.AccountWelcome),
};

function PublicScreen({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  useDocumentTitle(titleKey);
  return children;
}

const publicRoutes = publicPathKeys.map((key) => {
  const Screen = lazyScreen(publicScreens[key]);
  return (
    <Route
      key={key}
      path={paths[key].path}
      element={
        <PublicScreen titleKey={paths[key].titleKey}>
          <Screen />
        </PublicScreen>
      }
    />
  );
});

// The panel's Spanish texts load with it, so its first paint is already translated.
const PanelRoutes = lazy(() =>
  Promise.all([import('./panel-routes.tsx'), loadPanelTexts()]).then(([m]) => ({ default: m.PanelRoutes })),
);

/**
 * Signed-out visitors of a panel URL go to login and come back afterwards (SPEC.md §2), and so
 * does someone whose session ended for inactivity; someone who just signed out (or whose token
 * was revoked) goes to plain login. The panel's chunk is never fetched without a session.
 */
function RequireSession({ children }: { children: ReactNode }) {
  const { session, endReason } = useSessionState();
  const location = useLocation();
  if (session) return children;
  const to =
    endReason && endReason !== 'idle'
      ? paths.login.path
      : loginPathWithRedirect(`${location.pathname}${location.search}`);
  return <Navigate to={to} replace />;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<SessionLayout />}>{publicRoutes}</Route>
          <Route
            path="*"
            element={
              <RequireSession>
                <PanelRoutes />
              </RequireSession>
            }
          />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
