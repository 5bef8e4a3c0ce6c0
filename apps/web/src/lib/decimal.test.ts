import { describe, expect, it } from 'vitest';
import { amountText, decimalText, parseDecimal } from './decimal.ts';

describe('parseDecimal', () => {
  it('reads a point or a comma as the decimal mark', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 12,5 ')).toBe(12.5);
    expect(parseDecimal('0')).toBe(0);
  });

  it('leaves an empty box undefined and other text as it was', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
    expect(parseDecimal('doce')).toBe('doce');
    expect(parseDecimal('1,2,3')).toBe('1,2,3');
  });

  it('writes an amount back for its box with the language’s decimal mark, read back the same', () => {
    expect(decimalText(0.35, 'es')).toBe('0,35');
    expect(decimalText(1234.5, 'de')).toBe('1234,5');
    expect(decimalText(0.35, 'en')).toBe('0.35');
    // Arabic's own mark is not one a box reads back: Latin digits and a point.
    expect(decimalText(36.5, 'ar')).toBe('36.5');
    expect(decimalText(12, 'es')).toBe('12');
    expect(decimalText(null, 'es')).toBe('');
    for (const lang of ['es', 'en', 'fr', 'ru', 'ar', 'ja', 'he', 'hu'])
      for (const n of [0.01, 4.5, 36.75, 999999.99]) expect(parseDecimal(decimalText(n, lang)), lang).toBe(n);
  });

  it('writes money with two decimals, read back the same', () => {
    expect(amountText(4.5, 'es')).toBe('4,50');
    expect(amountText(355.88, 'en')).toBe('355.88');
    expect(amountText(12, 'fr')).toBe('12,00');
    expect(amountText(undefined, 'es')).toBe('');
    for (const n of [0.01, 4.5, 912.5, 999999.99]) expect(parseDecimal(amountText(n, 'es'))).toBe(n);
  });

  it('follows the panel’s language when none is given', () => {
    expect(decimalText(4.5)).toBe('4,5');
    expect(amountText(4.5)).toBe('4,50');
  });
});
