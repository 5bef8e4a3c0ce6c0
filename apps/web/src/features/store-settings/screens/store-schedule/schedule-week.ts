import { toNestErrors } from '@hookform/resolvers';
import {
  SCHEDULE_MAX_RANGES_PER_DAY,
  type ScheduleBody,
  type ScheduleReply,
  scheduleBody,
} from '@vitrina/contract';
import type { FieldError, Resolver } from 'react-hook-form';

export type RangeForm = { opens_at: string; closes_at: string };
/** A day with no ranges is closed. */
export type DayForm = { ranges: RangeForm[] };
/** `days[weekday]`, 0 Sunday … 6 Saturday, as the contract numbers them. */
export type WeekForm = { days: DayForm[] };

/** The week as the panel lists it: Monday first. */
export const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const DEFAULT_RANGE: RangeForm = { opens_at: '09:00', closes_at: '17:00' };
export const MAX_RANGES = SCHEDULE_MAX_RANGES_PER_DAY;

const hhmm = (time: string) => time.slice(0, 5);

export function toWeekForm(reply: ScheduleReply): WeekForm {
  const days: DayForm[] = Array.from({ length: 7 }, () => ({ ranges: [] }));
  for (const r of reply.schedules) {
    days[r.weekday]?.ranges.push({ opens_at: hhmm(r.opens_at), closes_at: hhmm(r.closes_at) });
  }
  for (const day of days) day.ranges.sort((a, b) => a.opens_at.localeCompare(b.opens_at));
  return { days };
}

/** The next range a user adds to a day: right after its last one, when there is room. */
export function nextRange(day: DayForm): RangeForm {
  const last = day.ranges.at(-1);
  if (!last || last.closes_at >= '23:00') return DEFAULT_RANGE;
  const [h, m] = last.closes_at.split(':').map(Number) as [number, number];
  const opens = last.closes_at;
  const closes = `${String(Math.min(h + 2, 23)).padStart(2, '0')}:${String(h + 2 > 23 ? 59 : m).padStart(2, '0')}`;
  return { opens_at: opens, closes_at: closes };
}

/** The body of POST store/{id}/schedule, and where each of its ranges sits in the form. */
export function flattenWeek(form: WeekForm) {
  const schedules: { weekday: number; opens_at: string; closes_at: string }[] = [];
  const origin: { weekday: number; index: number }[] = [];
  form.days.forEach((day, weekday) => {
    day.ranges.forEach((range, index) => {
      schedules.push({ weekday, opens_at: range.opens_at, closes_at: range.closes_at });
      origin.push({ weekday, index });
    });
  });
  return { body: { schedules }, origin };
}

/**
 * The form field of an error path of the body (`schedules.3.opens_at`, as the schema and the
 * server's 422 name it): `days.<weekday>.ranges.<index>.<field>`. A weekday error (too many
 * ranges) is shown on the range's opening time.
 */
export function formFieldOf(
  path: string,
  origin: readonly { weekday: number; index: number }[],
): string | null {
  const match = /^schedules\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return null;
  const at = origin[Number(match[1])];
  if (!at) return null;
  const field = match[2] === 'closes_at' ? 'closes_at' : 'opens_at';
  return `days.${at.weekday}.ranges.${at.index}.${field}`;
}

/** The contract's schedule rules applied to the week form, errors under the matching inputs. */
export const weekResolver: Resolver<WeekForm, unknown, ScheduleBody> = async (values, _context, options) => {
  const { body, origin } = flattenWeek(values);
  const result = await scheduleBody.safeParseAsync(body);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'), origin) ?? 'root.schedules';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
