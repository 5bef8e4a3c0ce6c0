import type { Language } from './languages.ts';

// Money as people read it on every surface — the panel, the web store, the event pages, the
// bots, e-mails, pushes and print (issue 28): one written form per language, always two
// decimals, Latin digits (an amount is checked against a bank's statement). CSV files keep plain
// numbers with a currency column.

/** Languages that put the dollar sign before the amount ("US$ 4.50"); the rest after it ("4,50 US$"). */
const DOLLAR_FIRST: readonly string[] = ['en', 'ja', 'ko', 'zh'] satisfies Language[];
/** Between an amount and its currency: a space the line never breaks at. */
const NBSP = '\u00a0';

const amountFormats = new Map<string, Intl.NumberFormat>();

/** An amount with exactly two decimals, in `lang`'s separators and Latin digits: "1.234,50", "1,234.50". */
export function moneyAmount(amount: number, lang: string): string {
  let format = amountFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    amountFormats.set(lang, format);
  }
  return format.format(amount);
}

/** Dollars as `lang` writes them ("4,50 US$", "US$ 4.50"), bolívares as "Bs. 164,25" in every language. */
export function moneyText(amount: number, currency: 'USD' | 'VES', lang: string): string {
  const written = moneyAmount(amount, lang);
  if (currency === 'VES') return `Bs.${NBSP}${written}`;
  return DOLLAR_FIRST.includes(lang) ? `US$${NBSP}${written}` : `${written}${NBSP}US$`;
}
