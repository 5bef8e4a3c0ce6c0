import type { es } from './es.ts';

/** Plural forms of a text with a count (Intl.PluralRules categories); `other` is always there. */
export type Plural = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;

/** Every language's texts: the Spanish keys, strings stay strings, counted texts are plural forms. */
export type ShopTexts = {
  [K in keyof typeof es]: (typeof es)[K] extends string
    ? string
    : (typeof es)[K] extends readonly string[]
      ? readonly string[]
      : Plural;
};
export type TextKey = { [K in keyof ShopTexts]: ShopTexts[K] extends string ? K : never }[keyof ShopTexts];
export type PluralKey = { [K in keyof ShopTexts]: ShopTexts[K] extends Plural ? K : never }[keyof ShopTexts];
