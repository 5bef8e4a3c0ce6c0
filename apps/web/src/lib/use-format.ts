import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from './dates.ts';
import { dateTimeFormat, formatMoney, numberFormat } from './format.ts';

export type DateValue = string | number | Date;

/** How a date is written: the Intl styles, or a day and short month ("5 mar") for chart axes. */
export type DateStyle = 'short' | 'medium' | 'long' | 'dayMonth';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  dayMonth: { day: 'numeric', month: 'short' },
};

/** An ISO day (yyyy-mm-dd) is a day of the local calendar, not midnight UTC (which is yesterday in Caracas). */
function toDate(value: DateValue): Date {
  if (value instanceof Date) return value;
  return (typeof value === 'string' ? fromIsoDate(value) : null) ?? new Date(value);
}

/** Dates in the given locale; `value` is an ISO string, a timestamp or a Date. */
export function formatDate(
  value: DateValue,
  locale = 'es',
  options: Intl.DateTimeFormatOptions = DATE_STYLES.medium,
): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, options).format(date);
}

/**
 * Money (USD, or the bolívares of a sale paid in VES), numbers and dates in the language the
 * user chose: screens call these instead of building Intl formatters.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      money: (amount: number, currency: 'USD' | 'VES' = 'USD') => formatMoney(amount, locale, currency),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        numberFormat(locale, options).format(value),
      date: (value: DateValue, style: DateStyle = 'medium') => formatDate(value, locale, DATE_STYLES[style]),
      dateTime: (value: DateValue, style: Exclude<DateStyle, 'dayMonth'> = 'medium') =>
        formatDate(value, locale, { dateStyle: style, timeStyle: 'short' }),
    }),
    [locale],
  );
}

export type Format = ReturnType<typeof useFormat>;
