import { describe, expect, it } from 'vitest';
import { scheduleBody } from './schedule.ts';

const errorsOf = (input: unknown) => {
  const result = scheduleBody.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const range = (weekday: number, opens_at: string, closes_at: string) => ({ weekday, opens_at, closes_at });

describe('scheduleBody', () => {
  it('accepts a closed week and ranges that only touch', () => {
    expect(errorsOf({ schedules: [] })).toEqual({});
    expect(errorsOf({ schedules: [range(1, '12:00', '18:00'), range(1, '08:00', '12:00')] })).toEqual({});
  });

  it('keys each error by the range and field at fault', () => {
    expect(
      errorsOf({
        schedules: [
          range(1, '08:00', '12:00'),
          range(1, '11:30', '13:00'),
          range(2, '24:00', '12:00'),
          range(3, '14:00', '09:00'),
          range(7, '08:00', '09:00'),
          { weekday: 4, opens_at: '8:00' },
        ],
      }),
    ).toEqual({
      'schedules.1.opens_at': 'validation.timeOverlap',
      'schedules.2.opens_at': 'validation.time',
      'schedules.3.closes_at': 'validation.timeOrder',
      'schedules.4.weekday': 'validation.oneOf',
      'schedules.5.opens_at': 'validation.time',
      'schedules.5.closes_at': 'validation.time',
    });
  });

  it('finds an overlap whatever the order of the ranges', () => {
    expect(errorsOf({ schedules: [range(5, '14:00', '20:00'), range(5, '09:00', '15:00')] })).toEqual({
      'schedules.1.opens_at': 'validation.timeOverlap',
    });
  });

  it('allows six ranges a day, not seven', () => {
    const day = Array.from({ length: 7 }, (_, i) => range(0, `0${i}:00`, `0${i}:30`));
    expect(errorsOf({ schedules: day.slice(0, 6) })).toEqual({});
    expect(errorsOf({ schedules: day })).toEqual({ 'schedules.6.weekday': 'validation.timeRangesPerDay' });
  });
});
