import { storeReadinessSchema } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { isReadiness } from './fetch-readiness.ts';

describe("the readiness reply's check", () => {
  const reply = {
    steps: [
      { key: 'profile', done: true, optional: false },
      { key: 'telegram', done: false, optional: true },
    ],
    complete: false,
    orders_blocked_by: 'no_account',
  };

  it("takes what the contract's schema takes", () => {
    expect(storeReadinessSchema.safeParse(reply).success).toBe(true);
    expect(isReadiness(reply)).toBe(true);
    expect(isReadiness({ ...reply, orders_blocked_by: null, complete: true })).toBe(true);
  });

  it('refuses what is not a readiness reply', () => {
    for (const bad of [
      null,
      [],
      { ...reply, complete: 'no' },
      { ...reply, steps: {} },
      { ...reply, steps: [{ key: 'profile', done: 'yes', optional: false }] },
      { ...reply, orders_blocked_by: 3 },
    ]) {
      expect(storeReadinessSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(isReadiness(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
