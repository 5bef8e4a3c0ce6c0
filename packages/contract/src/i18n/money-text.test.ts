import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { moneyAmount, moneyText } from './money-text.ts';

const nb = (s: string) => s.replaceAll(' ', '\u00a0');

describe('moneyText', () => {
  it('writes dollars with two decimals in one form per language, bolívares as "Bs."', () => {
    expect(moneyText(4.5, 'USD', 'es')).toBe(nb('4,50 US$'));
    expect(moneyText(4.5, 'USD', 'en')).toBe(nb('US$ 4.50'));
    expect(moneyText(4.5, 'USD', 'ar')).toBe(nb('4.50 US$'));
    expect(moneyText(1234.5, 'USD', 'de')).toBe(nb('1.234,50 US$'));
    expect(moneyText(164.25, 'VES', 'es')).toBe(nb('Bs. 164,25'));
    expect(moneyText(12345.5, 'VES', 'en')).toBe(nb('Bs. 12,345.50'));
  });

  it('rounds to the cent and keeps Latin digits in every language', () => {
    for (const lang of LANGUAGES) {
      expect(moneyAmount(0.005, lang), lang).toMatch(/^0[.,]01$/);
      expect(moneyText(7, 'USD', lang), lang).toMatch(/^(US\$\u00a0)?7[.,]00(\u00a0US\$)?$/);
    }
  });
});
