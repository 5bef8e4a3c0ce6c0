import { describe, expect, it } from 'vitest';
import {
  addLine,
  apiLines,
  CART_MAX_LINES,
  type CartLine,
  cartCount,
  cartTotal,
  readCart,
  removeLine,
  setQuantity,
  writeCart,
} from './cart.ts';

/** localStorage as the browser keeps it: strings by key. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const line = (over: Partial<CartLine> = {}): CartLine => ({
  product_id: 1,
  quantity: 1,
  extra_ids: [],
  name: 'Arepa',
  price: 3.5,
  thumb: null,
  ...over,
});

describe('the cart on the device', () => {
  it('keeps one cart per store, and survives a reload', () => {
    const storage = memoryStorage();
    writeCart('la-esquina', [line({ quantity: 2 })], storage);
    writeCart('otra', [line({ product_id: 9 })], storage);
    expect(readCart('la-esquina', storage)).toEqual([line({ quantity: 2 })]);
    expect(readCart('otra', storage)[0]!.product_id).toBe(9);
    writeCart('la-esquina', [], storage);
    expect(readCart('la-esquina', storage)).toEqual([]);
    expect(storage.length).toBe(1);
  });

  it('reads a damaged or tampered cart as empty, dropping lines that make no sense', () => {
    const storage = memoryStorage();
    storage.setItem('vitrina-cart:x', '{not json');
    expect(readCart('x', storage)).toEqual([]);
    storage.setItem(
      'vitrina-cart:x',
      JSON.stringify([line(), { ...line(), quantity: -3 }, { product_id: 'a' }]),
    );
    expect(readCart('x', storage)).toEqual([line()]);
  });

  it('merges the same product with the same extras (in any order), keeps other extras apart', () => {
    let lines = addLine([], line({ extra_ids: [5, 2], quantity: 1 }));
    lines = addLine(lines, line({ extra_ids: [2, 5], quantity: 2 }));
    lines = addLine(lines, line({ extra_ids: [2], quantity: 1, price: 4 }));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ extra_ids: [2, 5], quantity: 3 });
    expect(lines[1]).toMatchObject({ extra_ids: [2], quantity: 1 });
    expect(apiLines(lines)).toEqual([
      { product_id: 1, quantity: 3, extra_ids: [2, 5] },
      { product_id: 1, quantity: 1, extra_ids: [2] },
    ]);
  });

  it('edits quantities between 1 and 999 and removes lines', () => {
    const lines = [line(), line({ product_id: 2 })];
    expect(setQuantity(lines, 0, 0)[0]!.quantity).toBe(1);
    expect(setQuantity(lines, 0, 5000)[0]!.quantity).toBe(999);
    expect(setQuantity(lines, 1, 4)[1]!.quantity).toBe(4);
    expect(addLine([line({ quantity: 998 })], line({ quantity: 5 }))[0]!.quantity).toBe(999);
    expect(removeLine(lines, 0)).toEqual([line({ product_id: 2 })]);
  });

  it('counts units and totals to the cent', () => {
    const lines = [line({ price: 0.1, quantity: 3 }), line({ product_id: 2, price: 0.2, quantity: 1 })];
    expect(cartCount(lines)).toBe(4);
    expect(cartTotal(lines)).toBe(0.5);
  });

  it('takes no more than the server does', () => {
    let lines: CartLine[] = [];
    for (let i = 1; i <= CART_MAX_LINES + 5; i++) lines = addLine(lines, line({ product_id: i }));
    expect(lines).toHaveLength(CART_MAX_LINES);
  });
});
