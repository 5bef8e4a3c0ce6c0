import { LANGUAGES } from './languages.ts';
import { merchantTextsAr } from './merchant-texts-ar.ts';
import { merchantTextsDe } from './merchant-texts-de.ts';
import { merchantTextsEn } from './merchant-texts-en.ts';
import { type MerchantTextKey, merchantTextsEs } from './merchant-texts-es.ts';
import { merchantTextsFr } from './merchant-texts-fr.ts';
import { merchantTextsHe } from './merchant-texts-he.ts';
import { merchantTextsHu } from './merchant-texts-hu.ts';
import { merchantTextsIt } from './merchant-texts-it.ts';
import { merchantTextsJa } from './merchant-texts-ja.ts';
import { merchantTextsKo } from './merchant-texts-ko.ts';
import { merchantTextsRu } from './merchant-texts-ru.ts';
import { merchantTextsZh } from './merchant-texts-zh.ts';
import { type ServerMessageKey, serverMessagesEs } from './messages-es.ts';
import { shopperTextsAr } from './shopper-texts-ar.ts';
import { shopperTextsDe } from './shopper-texts-de.ts';
import { shopperTextsEn } from './shopper-texts-en.ts';
import { type ShopperTextKey, shopperTextsEs } from './shopper-texts-es.ts';
import { shopperTextsFr } from './shopper-texts-fr.ts';
import { shopperTextsHe } from './shopper-texts-he.ts';
import { shopperTextsHu } from './shopper-texts-hu.ts';
import { shopperTextsIt } from './shopper-texts-it.ts';
import { shopperTextsJa } from './shopper-texts-ja.ts';
import { shopperTextsKo } from './shopper-texts-ko.ts';
import { shopperTextsRu } from './shopper-texts-ru.ts';
import { shopperTextsZh } from './shopper-texts-zh.ts';

/**
 * What the server writes to people outside its API replies (mails, bot messages, pushes, order
 * confirmations, CSV headers and labels), one catalogue per audience and language, in the shape
 * of `serverMessages`: a key, a text, `{{name}}` where a value goes. Each audience has one form
 * of address in Spanish: shoppers are "tú" (as the storefront speaks), merchants, cashiers,
 * couriers and ticket masters "usted" (as the panel and the server's replies speak).
 */
export const TEXT_LANGUAGES = LANGUAGES;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
/** Spanish, until the server knows the reader's language. */
export const DEFAULT_TEXT_LANGUAGE: TextLanguage = 'es';

/**
 * The text language of a language tag (Telegram's `language_code`, e.g. "pt-br", "zh-hans"):
 * ours when its base language is, else Spanish.
 */
export function textLanguageOf(tag: string | null | undefined): TextLanguage {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (TEXT_LANGUAGES as readonly string[]).includes(base)
    ? (base as TextLanguage)
    : DEFAULT_TEXT_LANGUAGE;
}

/**
 * A view of the catalogues made once per language (a bot's texts): `make` runs for each of the
 * twelve now, and the returned function picks one.
 */
export function perTextLanguage<T>(make: (lang: TextLanguage) => T): (lang: TextLanguage) => T {
  const made = Object.fromEntries(TEXT_LANGUAGES.map((lang) => [lang, make(lang)])) as Record<
    TextLanguage,
    T
  >;
  return (lang) => made[lang];
}

export type TextValues = Record<string, string | number>;

/** The names of a template's `{{placeholders}}`. */
export type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
/** A template's values: none for a fixed text, else one per placeholder (typed from the Spanish text). */
export type TextArgs<T extends string> = [Placeholders<T>] extends [never]
  ? []
  : [values: Record<Placeholders<T>, string | number>];

/** A template with its `{{placeholders}}` filled in (a value not given leaves nothing). */
export const fillText = (template: string, values: TextValues = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

export {
  type MerchantTextKey,
  merchantTextsAr,
  merchantTextsDe,
  merchantTextsEn,
  merchantTextsEs,
  merchantTextsFr,
  merchantTextsHe,
  merchantTextsHu,
  merchantTextsIt,
  merchantTextsJa,
  merchantTextsKo,
  merchantTextsRu,
  merchantTextsZh,
  type ShopperTextKey,
  shopperTextsEn,
  shopperTextsEs,
};

export const shopperTexts: Record<TextLanguage, Record<ShopperTextKey, string>> = {
  es: shopperTextsEs,
  en: shopperTextsEn,
  fr: shopperTextsFr,
  de: shopperTextsDe,
  it: shopperTextsIt,
  hu: shopperTextsHu,
  ru: shopperTextsRu,
  he: shopperTextsHe,
  ar: shopperTextsAr,
  zh: shopperTextsZh,
  ja: shopperTextsJa,
  ko: shopperTextsKo,
};
export const merchantTexts: Record<TextLanguage, Record<MerchantTextKey, string>> = {
  es: merchantTextsEs,
  en: merchantTextsEn,
  fr: merchantTextsFr,
  de: merchantTextsDe,
  it: merchantTextsIt,
  hu: merchantTextsHu,
  ru: merchantTextsRu,
  he: merchantTextsHe,
  ar: merchantTextsAr,
  zh: merchantTextsZh,
  ja: merchantTextsJa,
  ko: merchantTextsKo,
};

type ShopperTemplate<K extends ShopperTextKey> = (typeof shopperTextsEs)[K];
type MerchantTemplate<K extends MerchantTextKey> = (typeof merchantTextsEs)[K];

/** A shopper's text in `lang`, its placeholders filled in. */
export function shopperText<K extends ShopperTextKey>(
  lang: TextLanguage,
  key: K,
  ...values: TextArgs<ShopperTemplate<K>>
): string {
  return fillText(shopperTexts[lang][key], values[0]);
}

/** A merchant's (store owner, cashier, courier company, ticket master, admin) text in `lang`. */
export function merchantText<K extends MerchantTextKey>(
  lang: TextLanguage,
  key: K,
  ...values: TextArgs<MerchantTemplate<K>>
): string {
  return fillText(merchantTexts[lang][key], values[0]);
}

/**
 * A reply's Spanish text (`serverMessages`), its placeholders filled in: the API answers in
 * Spanish and names the key beside it (lib/message-keys.ts), so the panel says it in its language.
 */
export function serverMessage<K extends ServerMessageKey>(
  key: K,
  ...values: TextArgs<(typeof serverMessagesEs)[K]>
): string {
  return fillText(serverMessagesEs[key], values[0]);
}

/** `shopperText` bound to one language: `const say = shopperTextsIn('es'); say('orderShipped', { id })`. */
export const shopperTextsIn =
  (lang: TextLanguage) =>
  <K extends ShopperTextKey>(key: K, ...values: TextArgs<ShopperTemplate<K>>): string =>
    shopperText(lang, key, ...values);

/** `merchantText` bound to one language. */
export const merchantTextsIn =
  (lang: TextLanguage) =>
  <K extends MerchantTextKey>(key: K, ...values: TextArgs<MerchantTemplate<K>>): string =>
    merchantText(lang, key, ...values);
