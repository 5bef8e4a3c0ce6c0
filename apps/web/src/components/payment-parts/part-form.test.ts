import { describe, expect, it } from 'vitest';
import { accountsFor, blankPart, dueIn, type PartForm, type PartsSale, partForm } from './part-form.ts';

const form = (patch: Partial<PartForm>): PartForm => ({
  method: 'cash',
  currency: 'USD',
  amount: '10',
  bank_id: null,
  reference: '',
  proof: null,
  ...patch,
});

describe('a part of a sale’s payment', () => {
  it('is prefilled with what is due, in bolívares at the sale’s rate rounded to cents', () => {
    expect(dueIn(9.75, 'USD', 36.5)).toBe(9.75);
    expect(dueIn(9.75, 'VES', 36.5)).toBe(355.88);
    expect(dueIn(0.1, 'VES', 36.1234)).toBe(3.61);
    const sale: Pick<PartsSale, 'currency' | 'payments'> = {
      currency: 'VES',
      payments: { parts: [], paid: 0, due: 9.75, rate: 36.5 },
    };
    expect(blankPart(sale)).toMatchObject({ method: 'cash', currency: 'VES', amount: '355,88' });
    expect(blankPart({ ...sale, currency: 'USD' }).amount).toBe('9,75');
  });

  it('reads the amount as typed and sends cash without an account, reference or proof', () => {
    const proof = new File(['x'], 'p.png', { type: 'image/png' });
    const parsed = partForm.safeParse(form({ amount: '355,88', bank_id: 3, reference: 'R', proof }));
    expect(parsed.data).toEqual({ method: 'cash', currency: 'USD', amount: 355.88 });
  });

  it('asks a transfer for its account and reference', () => {
    const parsed = partForm.safeParse(form({ method: 'transfer', currency: 'VES' }));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bank_id', 'validation.required'],
      ['reference', 'validation.required'],
    ]);
    expect(partForm.safeParse(form({ amount: '' })).error?.issues[0]?.message).toBe('validation.required');
  });

  it('offers the store’s accounts of the part’s currency', () => {
    const banks = [
      { id: 1, bank_name: 'Banesco', account_number: '0134', account_type: 'VES' },
      { id: 2, bank_name: 'Zelle', account_number: 'a@b.c', account_type: 'USD' },
    ];
    expect(accountsFor(banks, 'VES')).toEqual([{ id: 1, label: 'Banesco · 0134' }]);
    expect(accountsFor(banks, 'USD').map((a) => a.id)).toEqual([2]);
  });
});
