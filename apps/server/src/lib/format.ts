import { type Language, moneyText } from '@vitrina/contract';
import { fromCents } from './money.ts';

// The one way the server writes money, dollar rates and dates for people: mails, bot messages,
// pushes, server-rendered pages. Money through the contract's moneyText, the same as the panel
// and the storefront: in Spanish "1234,50 US$", "Bs. 12.345,50"; in English "US$ 1,234.50".
// Dates and times in each language's own written form through Intl: "20:00".

export type Currency = 'USD' | 'VES';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One Intl formatter per language and options, built on first use (building costs far more than formatting). */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (lang: Language, options: Intl.NumberFormatOptions) =>
  cached(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));
const dateFormat = (lang: Language, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options));

/** An amount of integer cents as people read it in `lang`, with its currency. */
export function formatMoney(cents: number, currency: Currency = 'USD', lang: Language = 'es'): string {
  return moneyText(fromCents(cents), currency, lang);
}

/** Dollars, from integer cents. */
export const usd = (cents: number, lang: Language = 'es'): string => formatMoney(cents, 'USD', lang);
/** Bolívares, from integer cents. */
export const ves = (cents: number, lang: Language = 'es'): string => formatMoney(cents, 'VES', lang);

/** A dollar rate (bolívares per dollar), with up to 4 fraction digits: "36,5", "36,1234". */
export const formatRate = (rate: number, lang: Language = 'es'): string =>
  numberFormat(lang, { maximumFractionDigits: 4 }).format(rate);

/**
 * An amount in a CSV cell: a plain number with a point and two decimals ("1234.50"), which every
 * spreadsheet reads as a number whatever its language; the column's header names the currency.
 */
export const csvAmount = (cents: number): string => fromCents(cents).toFixed(2);

export type DateStyle = 'short' | 'medium' | 'long' | 'full';
type When = Date | string | number;
type DateOptions = { lang?: Language; timeZone: string };

const toDate = (value: When) => (value instanceof Date ? value : new Date(value));

/** A day as people read it in `lang`, in `timeZone`: "14 de marzo de 2026" (long). */
export const formatDate = (
  value: When,
  { lang = 'es', timeZone, style = 'long' }: DateOptions & { style?: DateStyle },
) => dateFormat(lang, { dateStyle: style, timeZone }).format(toDate(value));

/** A day and its time: "sábado, 14 de marzo de 2026, 20:00" (full), "14 mar 2026, 20:00" (medium). */
export const formatDateTime = (
  value: When,
  { lang = 'es', timeZone, style = 'long' }: DateOptions & { style?: DateStyle },
) => dateFormat(lang, { dateStyle: style, timeStyle: 'short', timeZone }).format(toDate(value));

/** The time of day on a 24-hour clock, two digits each: "09:05". */
export const formatTime = (value: When, { lang = 'es', timeZone }: DateOptions) =>
  dateFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(toDate(value));

/** A weekday's name (0 Sunday … 6 Saturday) in `lang`: "miércoles". */
export const weekdayName = (weekday: number, lang: Language = 'es') =>
  // 2023-01-01 was a Sunday (read in UTC, the day of the instant given).
  dateFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday, 12));
