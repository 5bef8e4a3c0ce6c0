import { describe, expect, it } from 'vitest';
import { isOpenAt, nextOpening } from './schedule.service.ts';

const CARACAS = 'America/Caracas';
/** An instant at `time` in Caracas (UTC−4) on Monday 2026-11-30. */
const monday = (time: string) => new Date(`2026-11-30T${time}:00-04:00`);
const range = (weekday: number, opens_at: string, closes_at: string) => ({ weekday, opens_at, closes_at });

describe('isOpenAt', () => {
  it('opens at the opening minute and closes at the closing minute', () => {
    const week = [range(1, '08:00', '12:30')];
    expect(isOpenAt(week, CARACAS, monday('07:59'))).toBe(false);
    expect(isOpenAt(week, CARACAS, monday('08:00'))).toBe(true);
    expect(isOpenAt(week, CARACAS, monday('12:29'))).toBe(true);
    expect(isOpenAt(week, CARACAS, monday('12:30'))).toBe(false);
  });

  it('keeps a range closing at 23:59 open to midnight, so a 24-hour store never closes', () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((d) => range(d, '00:00', '23:59'));
    for (const time of ['00:00', '12:00', '23:58', '23:59'])
      expect(isOpenAt(allDay, CARACAS, monday(time)), time).toBe(true);
    // A night past midnight: 18:00–23:59 on Monday meets 00:00–02:00 on Tuesday.
    const night = [range(1, '18:00', '23:59'), range(2, '00:00', '02:00')];
    expect(isOpenAt(night, CARACAS, monday('23:59'))).toBe(true);
    expect(isOpenAt(night, CARACAS, new Date('2026-12-01T00:00:00-04:00'))).toBe(true);
    expect(isOpenAt(night, CARACAS, new Date('2026-12-01T02:00:00-04:00'))).toBe(false);
  });

  it('reads the time in the store’s zone, and a week with no ranges is always open', () => {
    const week = [range(1, '08:00', '12:00')];
    // 09:00 in Caracas is 14:00 in Madrid.
    expect(isOpenAt(week, CARACAS, monday('09:00'))).toBe(true);
    expect(isOpenAt(week, 'Europe/Madrid', monday('09:00'))).toBe(false);
    expect(isOpenAt([], CARACAS, monday('03:00'))).toBe(true);
  });
});

describe('nextOpening', () => {
  it('names the next range, later today or on a following day', () => {
    const week = [range(1, '08:00', '12:00'), range(1, '14:00', '18:00'), range(3, '09:00', '13:00')];
    expect(nextOpening(week, CARACAS, monday('12:30'))).toEqual(week[1]);
    expect(nextOpening(week, CARACAS, monday('18:30'))).toEqual(week[2]);
    expect(nextOpening([], CARACAS, monday('18:30'))).toBeNull();
  });
});
