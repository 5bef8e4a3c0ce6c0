import { existsSync } from 'node:fs';
import { LANGUAGES, PURCHASE_STATUS } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { es } from './es.ts';
import { hasOwnTexts, textsOf, translator } from './index.ts';
import type { Plural } from './types.ts';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(es).sort();

describe('storefront texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'es'))(
    '%s has its own file, wired, with every key of es',
    async (lang) => {
      expect(existsSync(new URL(`./${lang}.ts`, import.meta.url)), `${lang}.ts`).toBe(true);
      const own = (await import(/* @vite-ignore */ `./${lang}.ts`))[lang] as Record<string, unknown>;
      expect(hasOwnTexts(lang)).toBe(true);
      expect(textsOf(lang)).toBe(own);
      expect(Object.keys(own).sort()).toEqual(keys);
      const rules = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of keys) {
        const source = es[key as keyof typeof es];
        const text = own[key];
        if (typeof source === 'string') {
          expect(typeof text, `${lang}.${key}`).toBe('string');
          expect((text as string).trim(), `${lang}.${key}`).not.toBe('');
          expect(placeholders(text as string), `${lang}.${key}`).toEqual(placeholders(source));
        } else if (Array.isArray(source)) {
          expect(text, `${lang}.${key}`).toHaveLength(source.length);
        } else {
          // Every plural category the language uses, each with the count in it.
          for (const category of rules) {
            const form = (text as Plural)[category as keyof Plural];
            expect(form, `${lang}.${key}.${category}`).toBeTruthy();
          }
        }
      }
    },
  );

  it('names every purchase status for the shopper', () => {
    for (const status of Object.values(PURCHASE_STATUS))
      expect(es[`status${status}` as keyof typeof es], String(status)).toBeTruthy();
  });

  it('fills values and picks the plural form of the count', () => {
    const es1 = translator(textsOf('es'), 'es');
    expect(es1.plural('stockLeft', 1)).toBe('Queda 1 unidad');
    expect(es1.plural('stockLeft', 12)).toBe('Quedan 12 unidades');
    expect(es1.t('resultsFor', { q: 'malta' })).toBe('Resultados para «malta»');
    const en = translator(textsOf('en'), 'en');
    expect(en.plural('cartCount', 1)).toBe('Cart: 1 item');
  });
});
