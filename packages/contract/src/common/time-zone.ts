// Zone arithmetic without zod, for the panel's pages that load no form (the field: fields.ts).

/** The platform's zone unless TIME_ZONE says otherwise: where Vitrina's stores mostly are. */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

const known = new Map<string, boolean>();

/** Whether `name` is an IANA time zone this runtime knows ("America/Caracas", "UTC"). */
export function isTimeZone(name: string): boolean {
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      ok = /^[A-Za-z][A-Za-z0-9_+/-]*$/.test(name) && !!new Intl.DateTimeFormat('en', { timeZone: name });
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(name, ok);
  }
  return ok;
}

// One clock per zone: building an Intl formatter costs far more than using one.
const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (timeZone: string) => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const digits = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    } as const;
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...digits });
    if (clocks.size < 1000) clocks.set(timeZone, clock);
  }
  return clock;
};

const partsIn = (timeZone: string, at: Date) => {
  const parts: Record<string, string> = {};
  for (const p of clockOf(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return parts;
};

/** The offset of `timeZone` from UTC at `at`, in minutes (Caracas: -240). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const p = partsIn(timeZone, at);
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** An offset in minutes as ISO 8601 writes it: -240 → "-04:00", 330 → "+05:30". */
export const offsetText = (minutes: number): string =>
  `${minutes >= 0 ? '+' : '-'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * A wall-clock moment ("2026-12-05T19:00") as it is in `timeZone`, written as ISO 8601 with that
 * zone's offset then ("2026-12-05T19:00:00-04:00"); null for '' or a text that is not one.
 */
export function wallTimeToIso(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The offset at the guess, then at the instant it gives, settles across a change of offset.
  let offset = zoneOffsetMinutes(timeZone, new Date(asUtc));
  offset = zoneOffsetMinutes(timeZone, new Date(asUtc - offset * 60_000));
  return `${value}:00${offsetText(offset)}`;
}

/** An instant as the wall clock of `timeZone` reads it ("2026-12-05T19:00"); '' when it is none. */
export function isoToWallTime(iso: string | Date | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const p = partsIn(timeZone, at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
