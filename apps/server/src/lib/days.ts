import { isoToWallTime, wallTimeToIso } from '@vitrina/contract';

/** Days of a calendar (a store's or the platform's time zone) as instants. */

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
export const dayIn = (timeZone: string, at: Date): string => isoToWallTime(at, timeZone).slice(0, 10);

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone` (the contract's wall-clock reading). */
export const dayStartIn = (timeZone: string, day: string): Date =>
  new Date(wallTimeToIso(`${day}T00:00`, timeZone) ?? `${day}T00:00:00Z`);

/** The instant after a calendar day ends in `timeZone` (the next day's start). */
export const dayEndIn = (timeZone: string, day: string): Date =>
  dayStartIn(timeZone, new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10));

/** The day `days` days before (negative: after) `day`. */
export const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
