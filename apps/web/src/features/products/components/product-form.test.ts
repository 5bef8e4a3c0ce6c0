import { describe, expect, it } from 'vitest';
import { extraForm, moveImage, productForm } from './product-form.ts';

const valid = {
  catalogue_id: 3,
  name: 'Harina PAN',
  description: '',
  price: '2,50',
  quantity: '12',
  active: true,
};
const errorsOf = (schema: typeof productForm | typeof extraForm, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('product form', () => {
  it('reads a price written with a decimal comma and a quantity as numbers', () => {
    expect(productForm.parse(valid)).toMatchObject({ price: 2.5, quantity: 12, catalogue_id: 3 });
  });

  it('uses the messages of SPEC.md §5 for empty and wrong fields', () => {
    expect(
      errorsOf(productForm, { ...valid, catalogue_id: null, name: ' ', price: '', quantity: '1.5' }),
    ).toEqual({
      catalogue_id: 'validation.required',
      name: 'validation.required',
      price: 'validation.required',
      quantity: 'validation.quantity',
    });
    expect(errorsOf(productForm, { ...valid, price: '1.999', quantity: '' })).toEqual({
      price: 'validation.money',
      quantity: 'validation.quantity',
    });
    expect(errorsOf(productForm, { ...valid, price: '0' })).toEqual({ price: 'validation.positive' });
  });

  it('checks an extra the same way', () => {
    expect(errorsOf(extraForm, { catalogue_id: 1, name: 'Queso', price: 'abc', active: true })).toEqual({
      price: 'validation.number',
    });
  });
});

describe('moveImage', () => {
  it('swaps an image with its neighbour and ignores moves past either end', () => {
    expect(moveImage([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveImage([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveImage([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveImage([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
