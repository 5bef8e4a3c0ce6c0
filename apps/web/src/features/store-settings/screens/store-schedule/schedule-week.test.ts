import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  flattenWeek,
  formFieldOf,
  nextRange,
  toWeekForm,
  type WeekForm,
  weekResolver,
} from './schedule-week.ts';

const closedWeek = (): WeekForm => ({ days: Array.from({ length: 7 }, () => ({ ranges: [] })) });
const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<WeekForm>;

async function errorsOf(form: WeekForm) {
  const { errors } = await weekResolver(form, undefined, options);
  const out: Record<string, string> = {};
  const days = (errors as { days?: { ranges?: Record<string, Record<string, { message?: string }>> }[] })
    .days;
  days?.forEach((day, weekday) => {
    for (const [index, range] of Object.entries(day?.ranges ?? {})) {
      for (const [field, error] of Object.entries(range ?? {})) {
        if (error?.message) out[`${weekday}.${index}.${field}`] = error.message;
      }
    }
  });
  return out;
}

describe('schedule week form', () => {
  it('groups the server list by weekday, sorted, and trims seconds', () => {
    const week = toWeekForm({
      schedules: [
        { weekday: 1, opens_at: '14:00:00', closes_at: '18:00:00' },
        { weekday: 1, opens_at: '08:00', closes_at: '12:00' },
        { weekday: 0, opens_at: '10:00', closes_at: '13:00' },
      ],
    });
    expect(week.days[1]?.ranges).toEqual([
      { opens_at: '08:00', closes_at: '12:00' },
      { opens_at: '14:00', closes_at: '18:00' },
    ]);
    expect(week.days[0]?.ranges).toHaveLength(1);
    expect(week.days[3]?.ranges).toEqual([]);
  });

  it('sends a closed week as an empty list and open days with their weekday', () => {
    expect(flattenWeek(closedWeek()).body).toEqual({ schedules: [] });
    const week = closedWeek();
    week.days[6] = { ranges: [{ opens_at: '09:00', closes_at: '13:00' }] };
    expect(flattenWeek(week).body.schedules).toEqual([{ weekday: 6, opens_at: '09:00', closes_at: '13:00' }]);
  });

  it('accepts ranges that only touch', async () => {
    const week = closedWeek();
    week.days[2] = {
      ranges: [
        { opens_at: '08:00', closes_at: '12:00' },
        { opens_at: '12:00', closes_at: '18:00' },
      ],
    };
    expect(await errorsOf(week)).toEqual({});
  });

  it('puts overlap and order errors under the range at fault', async () => {
    const week = closedWeek();
    week.days[1] = {
      ranges: [
        { opens_at: '08:00', closes_at: '12:00' },
        { opens_at: '11:00', closes_at: '13:00' },
      ],
    };
    week.days[5] = { ranges: [{ opens_at: '18:00', closes_at: '09:00' }] };
    week.days[0] = { ranges: [{ opens_at: '', closes_at: '10:00' }] };
    expect(await errorsOf(week)).toEqual({
      '1.1.opens_at': 'validation.timeOverlap',
      '5.0.closes_at': 'validation.timeOrder',
      '0.0.opens_at': 'validation.time',
    });
  });

  it('maps the server error paths back to the form', () => {
    const week = closedWeek();
    week.days[3] = { ranges: [{ opens_at: '08:00', closes_at: '09:00' }] };
    week.days[4] = {
      ranges: [
        { opens_at: '08:00', closes_at: '09:00' },
        { opens_at: '10:00', closes_at: '11:00' },
      ],
    };
    const { origin } = flattenWeek(week);
    expect(formFieldOf('schedules.2.closes_at', origin)).toBe('days.4.ranges.1.closes_at');
    expect(formFieldOf('schedules.0.weekday', origin)).toBe('days.3.ranges.0.opens_at');
    expect(formFieldOf('schedules.9.opens_at', origin)).toBeNull();
    expect(formFieldOf('schedules', origin)).toBeNull();
  });

  it('suggests the next range after the last one of the day', () => {
    expect(nextRange({ ranges: [] })).toEqual({ opens_at: '09:00', closes_at: '17:00' });
    expect(nextRange({ ranges: [{ opens_at: '08:00', closes_at: '12:00' }] })).toEqual({
      opens_at: '12:00',
      closes_at: '14:00',
    });
    expect(nextRange({ ranges: [{ opens_at: '18:00', closes_at: '22:30' }] })).toEqual({
      opens_at: '22:30',
      closes_at: '23:59',
    });
  });
});
