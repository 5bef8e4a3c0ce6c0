// The cart lives on the shopper's device: localStorage, one key per store alias. Prices here are
// a snapshot for display; the server prices the order again when it is placed.

export type CartLine = {
  product_id: number;
  quantity: number;
  extra_ids: number[];
  name: string;
  /** USD of one unit with its extras, when it was added. */
  price: number;
  thumb: string | null;
};

export const CART_MAX_LINES = 50;
export const CART_MAX_QUANTITY = 999;

const keyOf = (alias: string) => `vitrina-cart:${alias}`;
const sameItem = (
  a: Pick<CartLine, 'product_id' | 'extra_ids'>,
  b: Pick<CartLine, 'product_id' | 'extra_ids'>,
) =>
  a.product_id === b.product_id &&
  a.extra_ids.length === b.extra_ids.length &&
  a.extra_ids.every((id, i) => id === b.extra_ids[i]);

const clampQuantity = (q: number) => Math.min(CART_MAX_QUANTITY, Math.max(1, Math.floor(q) || 1));

function valid(x: unknown): x is CartLine {
  const l = x as CartLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    Number.isInteger(l.product_id) &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0 &&
    Array.isArray(l.extra_ids) &&
    l.extra_ids.every(Number.isInteger) &&
    typeof l.name === 'string' &&
    typeof l.price === 'number'
  );
}

/** The store's cart; anything unreadable counts as empty. */
export function readCart(alias: string, storage: Storage = localStorage): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(alias)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    return [];
  }
}

export function writeCart(alias: string, lines: CartLine[], storage: Storage = localStorage): void {
  if (lines.length === 0) storage.removeItem(keyOf(alias));
  else storage.setItem(keyOf(alias), JSON.stringify(lines));
}

/** Adds a line; the same product with the same extras adds to its quantity. */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const extra_ids = [...new Set(line.extra_ids)].sort((a, b) => a - b);
  const item = { ...line, extra_ids, quantity: clampQuantity(line.quantity) };
  const i = lines.findIndex((l) => sameItem(l, item));
  if (i < 0) return lines.length >= CART_MAX_LINES ? lines : [...lines, item];
  return lines.map((l, j) =>
    j === i ? { ...item, quantity: clampQuantity(l.quantity + item.quantity) } : l,
  );
}

export const setQuantity = (lines: CartLine[], index: number, quantity: number): CartLine[] =>
  lines.map((l, i) => (i === index ? { ...l, quantity: clampQuantity(quantity) } : l));

export const removeLine = (lines: CartLine[], index: number): CartLine[] =>
  lines.filter((_, i) => i !== index);

/** Units in the cart. */
export const cartCount = (lines: CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** USD of the cart at the snapshot prices, exact to the cent. */
export const cartTotal = (lines: CartLine[]): number =>
  lines.reduce((c, l) => c + Math.round(l.price * 100) * l.quantity, 0) / 100;

/** The lines as the API takes them. */
export const apiLines = (lines: CartLine[]) =>
  lines.map(({ product_id, quantity, extra_ids }) => ({ product_id, quantity, extra_ids }));
