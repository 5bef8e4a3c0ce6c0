import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;
let loadingRtl: Promise<EmotionCache> | undefined;

/** Loads the right-to-left cache; main.tsx waits for it when the stored layout is right-to-left. */
export function loadRtlCache(): Promise<EmotionCache> {
  loadingRtl ??= import('./rtl-cache.ts').then(
    (module) => {
      rtlCache = module.rtlCache;
      return module.rtlCache;
    },
    (error: unknown) => {
      loadingRtl = undefined;
      throw error;
    },
  );
  return loadingRtl;
}

/**
 * The emotion cache for the layout asked for and whether it is right-to-left. Turning
 * right-to-left on fetches its cache first; until then the page stays left-to-right, so
 * styles and `dir` never disagree.
 */
export function useEmotionCache(rtl: boolean): { cache: EmotionCache; rtl: boolean } {
  const [loaded, setLoaded] = useState(rtlCache);
  useEffect(() => {
    if (rtl && !loaded) loadRtlCache().then(setLoaded, () => undefined);
  }, [rtl, loaded]);
  return rtl && loaded ? { cache: loaded, rtl: true } : { cache: ltrCache, rtl: false };
}
