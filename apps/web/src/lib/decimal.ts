import { DEFAULT_TEXT_LANGUAGE } from '@vitrina/contract';
import i18next from 'i18next';

/**
 * A number typed into a text box, as the contract's number fields want it: "12,5" and "12.5"
 * are 12.5; an empty box is undefined (the field's "required"); anything else stays text, so
 * the schema answers "must be a number" rather than guessing.
 */
export function parseDecimal(text: string | null | undefined): number | string | undefined {
  const trimmed = (text ?? '').trim().replace(/\s/g, '').replace(',', '.');
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : (text ?? '');
}

const marks = new Map<string, ',' | '.'>();

/** The decimal mark `lang` writes with Latin digits: "," in Spanish, "." in English. */
export function decimalMark(lang: string): ',' | '.' {
  let mark = marks.get(lang);
  if (!mark) {
    const parts = new Intl.NumberFormat(lang, { numberingSystem: 'latn' }).formatToParts(1.5);
    mark = parts.find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
    marks.set(lang, mark);
  }
  return mark;
}

const panelLanguage = () => i18next.language || DEFAULT_TEXT_LANGUAGE;

/**
 * A stored number back into its text box ("" for none), with the decimal mark of the panel's
 * language ("4,5" in Spanish), no grouping: what parseDecimal reads back as the same number.
 */
export const decimalText = (value: number | null | undefined, lang: string = panelLanguage()): string =>
  value == null ? '' : String(value).replace('.', decimalMark(lang));

/** The same for money: always two decimals ("4,50" in Spanish, "4.50" in English). */
export const amountText = (value: number | null | undefined, lang: string = panelLanguage()): string =>
  value == null ? '' : value.toFixed(2).replace('.', decimalMark(lang));
