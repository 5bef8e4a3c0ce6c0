import { type RefObject, useEffect, useRef } from 'react';
import { prefersReducedMotion } from '#web/lib/motion.ts';

/** SPEC.md §9: counters animate over 5 seconds. */
export const COUNTER_DURATION_MS = 5_000;

/**
 * A counter's text changes at most this often: every change lays the dashboard out again, and a
 * phone redrawing three counters at 60 frames a second for 5 seconds has little time left for
 * the rest of the page; 12 steps a second still read as counting.
 */
export const COUNTER_STEP_MS = 80;

/** Whether a frame at `now` shows a new figure: the last one always, others a step apart. */
export function isCounterStep(now: number, lastShown: number, done: boolean): boolean {
  return done || now - lastShown >= COUNTER_STEP_MS;
}

/** Ease-out: fast at first, settling on the value. `progress` goes from 0 to 1. */
export function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/**
 * Counts the text of the returned element up (or down) from the previous target to `target`,
 * writing each frame straight into the element: a frame costs one text change, not a render of
 * the card. Nothing is painted while `target` is undefined (still loading). With reduced motion asked for, the target shows at once.
 */
export function useCountUp<E extends HTMLElement>(
  target: number | undefined,
  show: (value: number) => string,
  duration = COUNTER_DURATION_MS,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const shownRef = useRef(0);
  const showRef = useRef(show);
  showRef.current = show;

  // A new language (a new `show`) rewrites the figure where it stands.
  useEffect(() => {
    if (ref.current) ref.current.textContent = showRef.current(shownRef.current);
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || target === undefined) return;
    const paint = (value: number) => {
      shownRef.current = value;
      element.textContent = showRef.current(value);
    };
    if (prefersReducedMotion() || duration <= 0) {
      paint(target);
      return;
    }
    const start = shownRef.current;
    const began = performance.now();
    let frame = 0;
    let lastShown = began;
    const tick = (now: number) => {
      const progress = (now - began) / duration;
      if (isCounterStep(now, lastShown, progress >= 1)) {
        lastShown = now;
        paint(progress >= 1 ? target : start + (target - start) * easeOut(progress));
      }
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    paint(start);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return ref;
}
