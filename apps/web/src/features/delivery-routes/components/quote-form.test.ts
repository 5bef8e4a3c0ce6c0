import { describe, expect, it } from 'vitest';
import { BLANK_QUOTE, quoteForm } from './quote-form.ts';

describe('quote simulator form', () => {
  it('sends the destination and the subtotal as POST delivery/quote wants them', () => {
    expect(quoteForm.parse({ country_id: 240, state_id: 7, city_id: null, subtotal: '45,50' })).toEqual({
      destination: { country_id: 240, state_id: 7, city_id: null },
      subtotal: 45.5,
    });
  });

  it('asks for a country and a subtotal', () => {
    const result = quoteForm.safeParse(BLANK_QUOTE);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['country_id', 'validation.required'],
      ['subtotal', 'validation.required'],
    ]);
  });

  it('refuses a negative subtotal or one with three decimals', () => {
    const base = { ...BLANK_QUOTE, country_id: 1 };
    expect(quoteForm.safeParse({ ...base, subtotal: '-1' }).error?.issues[0]?.message).toBe(
      'validation.invalid',
    );
    expect(quoteForm.safeParse({ ...base, subtotal: '1.005' }).error?.issues[0]?.message).toBe(
      'validation.money',
    );
  });
});
