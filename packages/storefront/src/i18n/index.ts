import type { Language } from '@vitrina/contract';
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

/** The storefront's languages: the product's twelve (packages/contract); Spanish is the default. */
export type ShopLanguage = Language;

/** Each language's texts; a language left out here speaks Spanish. */
const TEXTS: Partial<Record<ShopLanguage, ShopTexts>> = { es, en, fr, de, it, hu, ru, he, ar, zh, ja, ko };

export const textsOf = (lang: ShopLanguage): ShopTexts => TEXTS[lang] ?? es;
export const hasOwnTexts = (lang: ShopLanguage): boolean => TEXTS[lang] !== undefined;
