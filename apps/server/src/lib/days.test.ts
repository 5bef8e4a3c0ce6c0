import { describe, expect, it } from 'vitest';
import { dayEndIn, dayStartIn, daysBefore } from './days.ts';

describe('days of the platform calendar', () => {
  it('starts a Caracas day at 04:00 UTC and ends it at the next', () => {
    expect(dayStartIn('America/Caracas', '2026-03-10').toISOString()).toBe('2026-03-10T04:00:00.000Z');
    expect(dayEndIn('America/Caracas', '2026-03-10').toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(dayStartIn('UTC', '2026-12-31').toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('follows a daylight-saving change', () => {
    // Madrid: UTC+1 in winter, UTC+2 from 29 March 2026.
    expect(dayStartIn('Europe/Madrid', '2026-03-28').toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(dayStartIn('Europe/Madrid', '2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('counts days back across months', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-03-01', 29)).toBe('2026-01-31');
  });
});
