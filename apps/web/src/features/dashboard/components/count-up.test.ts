import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, COUNTER_STEP_MS, easeOut, isCounterStep } from './count-up.ts';

describe('counter animation', () => {
  it('lasts 5 seconds (SPEC.md §9)', () => {
    expect(COUNTER_DURATION_MS).toBe(5_000);
  });

  it('starts at 0, ends exactly at 1 and never overshoots', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });

  it('changes the figure at most every step, and always on the last frame', () => {
    expect(isCounterStep(1000 + COUNTER_STEP_MS - 1, 1000, false)).toBe(false);
    expect(isCounterStep(1000 + COUNTER_STEP_MS, 1000, false)).toBe(true);
    expect(isCounterStep(1001, 1000, true)).toBe(true);
    // Over the 5 seconds at 60 frames a second: about 62 changes instead of 300.
    let shown = 0;
    let last = 0;
    for (let now = 16; now <= COUNTER_DURATION_MS; now += 16) {
      if (isCounterStep(now, last, now + 16 > COUNTER_DURATION_MS)) {
        shown++;
        last = now;
      }
    }
    expect(shown).toBeLessThanOrEqual(COUNTER_DURATION_MS / COUNTER_STEP_MS + 1);
    expect(shown).toBeGreaterThan(50);
  });
});
