import type { DbOrTx } from '#server/db/client.ts';
import { conflict, invalid } from '#server/lib/errors.ts';
import { activeExtras, activeProductsOf, takeStock } from '#server/modules/catalog/catalog.service.ts';
import { saleTexts } from './sales.texts.ts';

/** A line as a channel asks for it: a product, how many, the extras chosen with it. */
export type SaleLineInput = { productId: number; quantity: number; extraIds?: number[] };

/** A line of a sale with its price frozen: the product's price and its extras', times the quantity. */
export type SaleLine = {
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  extras: { extra_id: number; name: string; price_cents: number }[];
  lineTotalCents: number;
};

/** The same product with the same extras asked twice is one line. */
function merge(items: SaleLineInput[]) {
  const merged = new Map<string, { productId: number; quantity: number; extraIds: number[] }>();
  for (const item of items) {
    const extraIds = [...new Set(item.extraIds ?? [])].sort((a, b) => a - b);
    const key = `${item.productId}:${extraIds.join(',')}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += item.quantity;
    else merged.set(key, { productId: item.productId, quantity: item.quantity, extraIds });
  }
  // Product order: stock is taken in it, so two sales never wait on each other's rows.
  return [...merged.values()].sort((a, b) => a.productId - b.productId);
}

/**
 * Prices lines at today's prices: every product an active one of the store (422 on `lines`),
 * every extra one offered with that product (422 on `extras`), the same product with the same
 * extras merged into one line, in product order. The storefront's quote prices a cart with it,
 * and the recorder before taking the stock.
 */
export async function priceLines(db: DbOrTx, storeId: number, items: SaleLineInput[]): Promise<SaleLine[]> {
  const asked = merge(items);
  const products = new Map(
    (
      await activeProductsOf(
        db,
        storeId,
        asked.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const unknownProducts: string[] = [];
  const unknownExtras: string[] = [];
  const lines: SaleLine[] = [];
  for (const line of asked) {
    const product = products.get(line.productId);
    if (!product) {
      unknownProducts.push(saleTexts.unknownProduct(line.productId));
      continue;
    }
    const chosen = await activeExtras(db, storeId, product.id, line.extraIds);
    for (const id of line.extraIds)
      if (!chosen.some((e) => e.id === id)) unknownExtras.push(saleTexts.unknownExtra(id));
    const extrasCents = chosen.reduce((s, e) => s + e.priceCents, 0);
    lines.push({
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      unitPriceCents: product.priceCents,
      extras: chosen.map((e) => ({ extra_id: e.id, name: e.name, price_cents: e.priceCents })),
      lineTotalCents: (product.priceCents + extrasCents) * line.quantity,
    });
  }
  if (unknownProducts.length > 0 || unknownExtras.length > 0) {
    throw invalid({
      ...(unknownProducts.length > 0 ? { lines: unknownProducts } : {}),
      ...(unknownExtras.length > 0 ? { extras: unknownExtras } : {}),
    });
  }
  return lines;
}

/**
 * Prices the lines of a sale (priceLines) and takes their stock inside the caller's
 * transaction: each product's units at once with a conditional update, 409 naming the product
 * and what is left when another sale took them first.
 */
export async function takeLines(tx: DbOrTx, storeId: number, items: SaleLineInput[]): Promise<SaleLine[]> {
  const lines = await priceLines(tx, storeId, items);
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  for (const [productId, quantity] of wanted) {
    if (await takeStock(tx, storeId, productId, quantity)) continue;
    // Another sale took the last units first (a refusal rolls back what this one took).
    const left = (await activeProductsOf(tx, storeId, [productId]))[0];
    const name = left?.name ?? lines.find((l) => l.productId === productId)!.name;
    throw conflict(saleTexts.soldOut(name, Math.max(0, left?.quantity ?? 0)));
  }
  return lines;
}

/**
 * Prices the lines (priceLines) and checks that each product has the units asked for now,
 * without taking them: 409 naming the first product short and what is left. The shop asks it
 * before the shopper pays; the recorder still takes the stock (takeLines), which decides.
 */
export async function linesInStock(db: DbOrTx, storeId: number, items: SaleLineInput[]): Promise<SaleLine[]> {
  const lines = await priceLines(db, storeId, items);
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const left = new Map((await activeProductsOf(db, storeId, [...wanted.keys()])).map((p) => [p.id, p]));
  for (const [productId, quantity] of wanted) {
    const product = left.get(productId);
    if (product && product.quantity >= quantity) continue;
    const name = product?.name ?? lines.find((l) => l.productId === productId)!.name;
    throw conflict(saleTexts.soldOut(name, Math.max(0, product?.quantity ?? 0)));
  }
  return lines;
}
