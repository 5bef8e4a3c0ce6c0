import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { he } from './he.ts';
import { hu } from './hu.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ru } from './ru.ts';
import type { ShopTexts } from './types.ts';
import { zh } from './zh.ts';

export { fill, type Translator, translator } from './translate.ts';
export type { Plural, ShopTexts } from './types.ts';

/** The storefront's languages; Spanish is the default. */
export const SHOP_LANGUAGES = [
  'es',
  'en',
  'fr',
  'de',
  'it',
  'hu',
  'ru',
  'he',
  'ar',
  'zh',
  'ja',
  'ko',
] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];
export const RTL: readonly ShopLanguage[] = ['he', 'ar'];

/** Each language's texts; a language left out here speaks Spanish. */
const TEXTS: Partial<Record<ShopLanguage, ShopTexts>> = { es, en, fr, de, it, hu, ru, he, ar, zh, ja, ko };

export const textsOf = (lang: ShopLanguage): ShopTexts => TEXTS[lang] ?? es;
export const hasOwnTexts = (lang: ShopLanguage): boolean => TEXTS[lang] !== undefined;

const isLanguage = (x: unknown): x is ShopLanguage => SHOP_LANGUAGES.includes(x as ShopLanguage);

/**
 * The page's language: `?lang=` when it is one of ours, else the best of Accept-Language that
 * is ours (by q, then order), else Spanish. `chosen` says the shopper asked for it in the URL
 * (links then carry it on).
 */
export function pickLanguage(query: unknown, acceptLanguage: string | undefined) {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(asked)) return { lang: asked, chosen: true };
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => x.q > 0 && isLanguage(x.base))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const best = ranked[0]?.base;
  return { lang: isLanguage(best) ? best : ('es' as ShopLanguage), chosen: false };
}
