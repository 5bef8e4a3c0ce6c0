import { describe, expect, it } from 'vitest';
import { timeZoneField } from './fields.ts';
import { isoToWallTime, isTimeZone, wallTimeToIso, zoneOffsetMinutes } from './time-zone.ts';

describe('time zones', () => {
  it('knows IANA names and refuses anything else', () => {
    expect(isTimeZone('America/Caracas')).toBe(true);
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', '', 'America/Caracas; drop', '../etc', '+04:00'])
      expect(isTimeZone(bad), bad).toBe(false);
    expect(timeZoneField.safeParse('Nowhere/City').success).toBe(false);
    expect(timeZoneField.safeParse('x'.repeat(65)).success).toBe(false);
    expect(timeZoneField.safeParse(null).success).toBe(true);
  });

  it("reads a zone's offset, summer time included", () => {
    expect(zoneOffsetMinutes('America/Caracas', new Date('2026-12-05T23:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(330);
  });

  it('turns the wall clock of a zone into an instant and back, whatever the device', () => {
    expect(wallTimeToIso('2026-12-05T19:00', 'America/Caracas')).toBe('2026-12-05T19:00:00-04:00');
    expect(wallTimeToIso('2026-07-01T19:00', 'Europe/Madrid')).toBe('2026-07-01T19:00:00+02:00');
    expect(wallTimeToIso('2026-07-01T19:00', 'Asia/Kolkata')).toBe('2026-07-01T19:00:00+05:30');
    expect(wallTimeToIso('', 'UTC')).toBeNull();
    expect(wallTimeToIso('mañana', 'UTC')).toBeNull();
    expect(isoToWallTime('2026-12-05T23:00:00Z', 'America/Caracas')).toBe('2026-12-05T19:00');
    expect(isoToWallTime('2026-12-05T23:00:00Z', 'Asia/Tokyo')).toBe('2026-12-06T08:00');
    expect(isoToWallTime(null, 'UTC')).toBe('');
    // A round trip keeps the moment across the spring change of Madrid.
    const iso = wallTimeToIso('2026-03-29T12:00', 'Europe/Madrid')!;
    expect(isoToWallTime(iso, 'Europe/Madrid')).toBe('2026-03-29T12:00');
  });
});
