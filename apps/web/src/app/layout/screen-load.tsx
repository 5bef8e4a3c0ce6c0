import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '#web/components/status-page.tsx';
import type { ScreenLoader } from '../screen.tsx';
import { UnexpectedErrorPage } from './route-error.tsx';

// The panel's screens (its own chunk, not the sign-in page's): a screen's code that cannot be
// fetched, or has not arrived in SCREEN_LOAD_TIMEOUT_MS, shows a page that offers to try again.

/** A screen's chunk that has not arrived by then is given up on, and the page offers a retry. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code could not be fetched (offline, a new release, a slow network): worth a retry. */
export class ScreenLoadError extends Error {
  /** Makes the screen's next render fetch its code again. */
  retry: () => void = () => {};
}

/** `loading`, or a ScreenLoadError once `ms` have passed without it. */
const withinTimeout = <T,>(loading: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    loading,
    new Promise<never>((_, reject) => setTimeout(() => reject(new ScreenLoadError()), ms)),
  ]);

/**
 * One chunk per screen, fetched the first time its route renders. A fetch that fails or takes
 * over SCREEN_LOAD_TIMEOUT_MS throws a ScreenLoadError to the route's error boundary, whose
 * "Reintentar" calls its `retry`: React keeps a lazy component's failure, so the failed one is
 * replaced by a fresh one, which fetches again when rendered.
 */
export function retryableScreen(load: ScreenLoader): ComponentType {
  const attempt = () =>
    lazy(() =>
      withinTimeout(load(), SCREEN_LOAD_TIMEOUT_MS).then(
        (Screen) => ({ default: Screen }),
        (err: unknown) => {
          const failed = err instanceof ScreenLoadError ? err : new ScreenLoadError('', { cause: err });
          failed.retry = () => {
            current = attempt();
          };
          throw failed;
        },
      ),
    );
  let current = attempt();
  return function LazyScreen() {
    const Current = current;
    return <Current />;
  };
}

function ScreenErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (!(error instanceof ScreenLoadError)) return <UnexpectedErrorPage />;
  return (
    <StatusPage
      title={t('errors.notLoaded.title')}
      text={t('errors.notLoaded.text')}
      retry={{
        label: t('errors.notLoaded.retry'),
        onClick: () => {
          error.retry();
          retry();
        },
      }}
      actionLabel={t('errors.goHome')}
      actionTo="/"
    />
  );
}

/** The page of a panel screen that failed (RouteErrorBoundary's fallback), inside the panel's shell. */
export const screenErrorPage = (error: unknown, retry: () => void) => (
  <ScreenErrorPage error={error} retry={retry} />
);
