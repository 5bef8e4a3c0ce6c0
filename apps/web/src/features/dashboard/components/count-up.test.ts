import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, easeOut } from './count-up.ts';

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
});
