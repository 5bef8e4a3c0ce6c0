import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How a route table names a screen: a function that loads its chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** One chunk per screen, fetched the first time its route renders. */
export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((Screen) => ({ default: Screen })));
}
