/** Days of the platform's calendar (config.timeZone) as instants. */

const DAY_MS = 86_400_000;

/** The offset of `timeZone` from UTC at `at`, in milliseconds (Caracas: -4 h). */
function offsetMs(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = name?.match(/GMT([+-])(\d{2}):?(\d{2})?/);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return (m[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone`. */
export function dayStartIn(timeZone: string, day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the guess may differ from the offset at the answer (a DST change).
  let at = midnightUtc - offsetMs(timeZone, new Date(midnightUtc));
  at = midnightUtc - offsetMs(timeZone, new Date(at));
  return new Date(at);
}

/** The instant after a calendar day ends in `timeZone` (the next day's start). */
export const dayEndIn = (timeZone: string, day: string): Date =>
  dayStartIn(timeZone, new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10));

/** The day `days` days before (negative: after) `day`. */
export const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
