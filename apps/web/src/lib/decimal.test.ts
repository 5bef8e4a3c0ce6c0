import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from './decimal.ts';

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

  it('writes an amount back for its box', () => {
    expect(decimalText(0.35)).toBe('0.35');
    expect(decimalText(null)).toBe('');
  });
});
