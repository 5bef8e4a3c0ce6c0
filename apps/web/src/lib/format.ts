import { moneyText } from '@vitrina/contract';

export const MENU_TEXT_MAX = 18;

/** Cuts a text to `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max = MENU_TEXT_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * One Intl formatter per locale and options, made on first use: building one costs far more
 * than formatting with it, and the dashboard's counters format every animation frame.
 */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** Money as every surface writes it (the contract's moneyText): "4,50 US$", "US$ 4.50", "Bs. 164,25". */
export function formatMoney(amount: number, locale = 'es', currency: 'USD' | 'VES' = 'USD'): string {
  return moneyText(amount, currency, locale);
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}
