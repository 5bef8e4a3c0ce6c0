import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How a route table names a screen: a function that loads its chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** A screen's lazy component, and a way to fetch its chunk before it first renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * One chunk per screen, fetched the first time its route renders, or earlier through `preload`
 * (the two share one fetch; a failed one is tried again by the next).
 */
export function lazyScreen(load: ScreenLoader): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= load().then(
      (Screen) => ({ default: Screen }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}
