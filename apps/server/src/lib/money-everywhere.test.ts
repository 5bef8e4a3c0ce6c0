import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../../packages/storefront/src/i18n/translate.ts';
import { bolivars, usd as storefrontUsd } from '../../../../packages/storefront/src/lib/format.ts';
import { formatMoney as panelMoney } from '../../../web/src/lib/format.ts';
import { formatMoney as serverMoney } from './format.ts';

// Issue 28: one amount reads the same on every surface — the panel, the web store (its amounts
// are isolated left to right for Arabic and Hebrew) and the server's mails, bot messages and
// pages — in Spanish, English and Arabic.
const unisolated = (s: string) => s.replace(/[\u2066\u2069]/g, '');
const shop = (lang: string) => ({ lang }) as Translator;

describe('money on every surface', () => {
  for (const lang of ['es', 'en', 'ar'] as const) {
    it(`writes 1234.5 US$ and 45,000.25 Bs. alike everywhere in ${lang}`, () => {
      const dollars = serverMoney(123450, 'USD', lang);
      expect(panelMoney(1234.5, lang)).toBe(dollars);
      expect(unisolated(storefrontUsd(shop(lang), 1234.5))).toBe(dollars);
      const bs = serverMoney(4500025, 'VES', lang);
      expect(panelMoney(45000.25, lang, 'VES')).toBe(bs);
      expect(unisolated(bolivars(shop(lang), 45000.25))).toBe(bs);
    });
  }

  it('reads as a Venezuelan shopper expects', () => {
    expect(serverMoney(123450, 'USD', 'es')).toBe('1234,50\u00a0US$');
    expect(serverMoney(4500025, 'VES', 'es')).toBe('Bs.\u00a045.000,25');
    expect(serverMoney(123450, 'USD', 'en')).toBe('US$\u00a01,234.50');
    expect(serverMoney(123450, 'USD', 'ar')).toBe('1,234.50\u00a0US$');
  });
});
