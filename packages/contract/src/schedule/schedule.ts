import { z } from 'zod';
import { plainString, v } from '../common/fields.ts';
import { intField } from '../common/numbers.ts';

export const SCHEDULE_MAX_RANGES_PER_DAY = 6;
/** 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isTime = (t: unknown): t is string => typeof t === 'string' && TIME.test(t);
const time = plainString('time').regex(TIME, v('time')).meta({ description: 'A time of day, HH:MM (24 h).' });

/**
 * One opening range of a weekday, in the store's local time. closes_at is exclusive, so
 * 08:00–12:00 and 12:00–18:00 may sit side by side; a night past midnight is two ranges
 * (18:00–23:59 and 00:00–02:00 of the next day).
 */
export const scheduleRange = z
  .object({
    weekday: intField({ min: 0, max: 6, key: 'oneOf' }),
    opens_at: time,
    closes_at: time,
  })
  .refine((r) => !isTime(r.opens_at) || !isTime(r.closes_at) || r.opens_at < r.closes_at, {
    message: v('timeOrder'),
    path: ['closes_at'],
  })
  .meta({ description: 'closes_at is later than opens_at (HH:MM, 24 h).' });
export type ScheduleRange = z.infer<typeof scheduleRange>;

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * The whole week (POST store/{id}/schedule replaces it). An empty list means closed all week.
 * Ranges of one day must not overlap, in whatever order they come; a day has at most 6.
 */
export const scheduleBody = z.object({
  schedules: z
    .array(scheduleRange, { error: v('required') })
    .max(7 * SCHEDULE_MAX_RANGES_PER_DAY, v('timeRangesPerDay'))
    .superRefine(
      (ranges, ctx) => {
        if (!Array.isArray(ranges)) return;
        const byDay = new Map<number, { index: number; from: number; to: number }[]>();
        ranges.forEach((r: Partial<ScheduleRange> | undefined, index) => {
          // Ranges that failed their own checks are left out; their errors are already there.
          if (!r || !isTime(r.opens_at) || !isTime(r.closes_at) || r.opens_at >= r.closes_at) return;
          if (typeof r.weekday !== 'number' || !WEEKDAYS.includes(r.weekday as (typeof WEEKDAYS)[number]))
            return;
          const day = byDay.get(r.weekday) ?? [];
          if (day.length === SCHEDULE_MAX_RANGES_PER_DAY) {
            ctx.addIssue({ code: 'custom', message: v('timeRangesPerDay'), path: [index, 'weekday'] });
          }
          const range = { index, from: minutes(r.opens_at), to: minutes(r.closes_at) };
          // Reported on the later range of the pair, the one the user just added.
          if (day.some((o) => range.from < o.to && o.from < range.to)) {
            ctx.addIssue({ code: 'custom', message: v('timeOverlap'), path: [index, 'opens_at'] });
          }
          day.push(range);
          byDay.set(r.weekday, day);
        });
      },
      // Runs even when another range is malformed, so every error shows at once.
      { when: () => true },
    ),
});
export type ScheduleBody = z.infer<typeof scheduleBody>;

/** GET store/schedule and the reply of POST: ordered by weekday, then opening time. */
export const scheduleReply = z.object({
  schedules: z.array(z.object({ weekday: z.number().int(), opens_at: z.string(), closes_at: z.string() })),
});
export type ScheduleReply = z.infer<typeof scheduleReply>;
