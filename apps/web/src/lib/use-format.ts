import { zoneOffsetMinutes } from '@vitrina/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from './dates.ts';
import { dateTimeFormat, formatMoney, numberFormat } from './format.ts';
import { useSession } from './session.ts';

export type DateValue = string | number | Date;

/** How a date is written: the Intl styles, or a day and short month ("5 mar") for chart axes. */
export type DateStyle = 'short' | 'medium' | 'long' | 'dayMonth';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  dayMonth: { day: 'numeric', month: 'short' },
};

/** The written parts of each date style, for a date with its time and zone name (which dateStyle refuses). */
const DATE_PARTS: Record<Exclude<DateStyle, 'dayMonth'>, Intl.DateTimeFormatOptions> = {
  short: { year: '2-digit', month: 'numeric', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
};

/** An ISO day (yyyy-mm-dd) is a day of the calendar, not an instant: no zone moves it. */
const isoDay = (value: DateValue): Date | null => (typeof value === 'string' ? fromIsoDate(value) : null);

/** Whether `zone` reads another hour than the device at `at` (so a time shown in it names it). */
const otherHour = (zone: string, at: Date) => zoneOffsetMinutes(zone, at) !== -at.getTimezoneOffset();

/**
 * Dates in the given locale; `value` is an ISO string, a timestamp or a Date. An instant is
 * read in `timeZone` (the device's when absent); an ISO day is that day whatever the zone.
 */
export function formatDate(
  value: DateValue,
  locale = 'es',
  options: Intl.DateTimeFormatOptions = DATE_STYLES.medium,
  timeZone?: string,
): string {
  const day = value instanceof Date ? null : isoDay(value);
  const date = day ?? (value instanceof Date ? value : new Date(value));
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, day || !timeZone ? options : { ...options, timeZone }).format(date);
}

/**
 * A date with its time, read in `timeZone`; where that zone's clock differs from the device's,
 * the zone is named ("5 mar 2026, 19:00 GMT-4"), so nobody takes one hour for the other.
 */
export function formatDateTime(
  value: DateValue,
  locale = 'es',
  style: Exclude<DateStyle, 'dayMonth'> = 'medium',
  timeZone?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (!timeZone || !otherHour(timeZone, date))
    return formatDate(date, locale, { dateStyle: style, timeStyle: 'short' }, timeZone);
  const named = { ...DATE_PARTS[style], hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
  return formatDate(date, locale, named, timeZone);
}

/**
 * Money (USD, or the bolívares of a sale paid in VES), numbers and dates in the language the
 * user chose: screens call these instead of building Intl formatters. Times read in the zone
 * of the signed-in user's work (the store's for its owner and cashiers, the platform's for the
 * rest), or `timeZone` when given (an event's own).
 */
export function useFormat(timeZone?: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const session = useSession();
  const zone = timeZone ?? session?.store?.time_zone ?? session?.user.time_zone;
  return useMemo(
    () => ({
      money: (amount: number, currency: 'USD' | 'VES' = 'USD') => formatMoney(amount, locale, currency),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        numberFormat(locale, options).format(value),
      date: (value: DateValue, style: DateStyle = 'medium') =>
        formatDate(value, locale, DATE_STYLES[style], zone),
      dateTime: (value: DateValue, style: Exclude<DateStyle, 'dayMonth'> = 'medium') =>
        formatDateTime(value, locale, style, zone),
      /** The zone times are read in (undefined: the device's). */
      timeZone: zone,
    }),
    [locale, zone],
  );
}

export type Format = ReturnType<typeof useFormat>;
