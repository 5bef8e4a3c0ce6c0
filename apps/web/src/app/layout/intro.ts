import { useEffect, useState } from 'react';

/** SPEC.md §9: the loading screen stays 2 s; the tour starts 1 s after it. */
export const LOADING_SCREEN_MS = 2000;
export const TOUR_DELAY_MS = 1000;

/**
 * localStorage flags: `tour` = 'done' once the tour was finished or skipped; `intro` = 'skip'
 * turns off both the loading screen and the tour (automated runs set it; e2e/support).
 */
const TOUR_KEY = 'tour';
const INTRO_KEY = 'intro';
/** The loading screen belongs to the first load of the panel in a tab, not to every navigation. */
const LOADED_KEY = 'panel_loaded';

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // Without storage the intro simply shows again next time.
  }
}

const introSkipped = () => safeGet(localStorage, INTRO_KEY) === 'skip';

export function markTourDone() {
  safeSet(localStorage, TOUR_KEY, 'done');
}

export type IntroPhase = 'loading' | 'waiting' | 'tour' | 'done';

/** Loading screen (first load of a tab) → 1 s → tour (until finished or skipped once). */
export function useIntro(): [IntroPhase, () => void] {
  const [phase, setPhase] = useState<IntroPhase>(() => {
    if (introSkipped()) return 'done';
    if (safeGet(sessionStorage, LOADED_KEY) !== '1') return 'loading';
    return safeGet(localStorage, TOUR_KEY) === 'done' ? 'done' : 'waiting';
  });

  useEffect(() => {
    if (phase === 'loading') {
      const timer = setTimeout(() => {
        safeSet(sessionStorage, LOADED_KEY, '1');
        setPhase(safeGet(localStorage, TOUR_KEY) === 'done' ? 'done' : 'waiting');
      }, LOADING_SCREEN_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'waiting') {
      const timer = setTimeout(() => setPhase('tour'), TOUR_DELAY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  return [
    phase,
    () => {
      markTourDone();
      setPhase('done');
    },
  ];
}
