import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format.ts';

/** Dates in the given locale; `value` is an ISO string, a timestamp or a Date. */
export function formatDate(
  value: string | number | Date,
  locale = 'es',
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, options).format(date);
}

/**
 * Money (USD, at most 2 fraction digits, through the one formatter in format.ts) and dates in
 * the language the user chose: screens call these instead of building Intl formatters.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, locale),
      date: (value: string | number | Date) => formatDate(value, locale),
      dateTime: (value: string | number | Date) =>
        formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [locale],
  );
}
