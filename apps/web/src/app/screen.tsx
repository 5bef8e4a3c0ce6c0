import { type ComponentType, lazy } from 'react';

/** How a route table names a screen: a function that loads its chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** A screen's chunk that has not arrived by then is given up on, and the page offers a retry. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code could not be fetched (offline, a new release, a slow network): worth a retry. */
export class ScreenLoadError extends Error {
  override name = 'ScreenLoadError';
  /** Makes the screen's next render fetch its code again. */
  retry: () => void = () => {};
}

function withinTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenLoadError(`not loaded in ${ms} ms`)), ms);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

/**
 * One chunk per screen, fetched the first time its route renders. A fetch that fails or takes
 * over SCREEN_LOAD_TIMEOUT_MS throws a ScreenLoadError to the route's error boundary, whose
 * "Reintentar" calls its `retry`: React keeps a lazy component's failure, so the failed one is
 * replaced by a fresh one, which fetches again when rendered.
 */
export function lazyScreen(load: ScreenLoader): ComponentType {
  const attempt = () =>
    lazy(() =>
      withinTimeout(load(), SCREEN_LOAD_TIMEOUT_MS).then(
        (Screen) => ({ default: Screen }),
        (err: unknown) => {
          const failed =
            err instanceof ScreenLoadError ? err : new ScreenLoadError(String(err), { cause: err });
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
