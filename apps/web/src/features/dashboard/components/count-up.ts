import { useEffect, useRef, useState } from 'react';

/** SPEC.md §9: counters animate over 5 seconds. */
export const COUNTER_DURATION_MS = 5_000;

/** Ease-out: fast at first, settling on the value. `progress` goes from 0 to 1. */
export function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The value to show while counting up (or down) from the previous target to `target`.
 * With reduced motion asked for, the target shows at once.
 */
export function useCountUp(target: number, duration = COUNTER_DURATION_MS): number {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? target : 0));
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    if (prefersReducedMotion() || duration <= 0) {
      setShown(target);
      return;
    }
    const start = shownRef.current;
    const began = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = (now - began) / duration;
      setShown(progress >= 1 ? target : start + (target - start) * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return shown;
}
