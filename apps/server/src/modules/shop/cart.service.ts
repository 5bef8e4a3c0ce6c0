import type { CartLineInput } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import { activeExtras, activeProductsOf } from '#server/modules/catalog/catalog.service.ts';
import { shopTexts } from './shop.texts.ts';

/** A cart's line as the server prices it (today's prices, the product's own extras). */
export type PricedLine = {
  productId: number;
  name: string;
  quantity: number;
  extraIds: number[];
  unitCents: number;
  lineCents: number;
};

/**
 * Checks and prices a cart: every product an active one of the store, every extra one offered
 * with that product, the same product with the same extras merged into one line. 422 on `lines`
 * naming the product or extra. Stock is not taken here (the sale does it).
 */
export async function priceCart(db: DbOrTx, storeId: number, input: CartLineInput[]) {
  const merged = new Map<string, { productId: number; quantity: number; extraIds: number[] }>();
  for (const line of input) {
    const extraIds = [...new Set(line.extra_ids)].sort((a, b) => a - b);
    const key = `${line.product_id}:${extraIds.join(',')}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { productId: line.product_id, quantity: line.quantity, extraIds });
  }
  const products = new Map(
    (
      await activeProductsOf(
        db,
        storeId,
        input.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const errors: string[] = [];
  const lines: PricedLine[] = [];
  for (const line of merged.values()) {
    const product = products.get(line.productId);
    if (!product) {
      errors.push(shopTexts.unknownProduct(line.productId));
      continue;
    }
    const extras = await activeExtras(db, storeId, product.id, line.extraIds);
    for (const id of line.extraIds)
      if (!extras.some((e) => e.id === id)) errors.push(shopTexts.unknownExtra(id, product.name));
    const unitCents = product.priceCents + extras.reduce((s, e) => s + e.priceCents, 0);
    lines.push({
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      extraIds: line.extraIds,
      unitCents,
      lineCents: unitCents * line.quantity,
    });
  }
  if (errors.length > 0) throw invalid({ lines: errors });
  return { lines, subtotalCents: lines.reduce((s, l) => s + l.lineCents, 0), stock: products };
}

/** Where a cart goes, from the storefront's fields: geo ids and/or a point. */
export function destinationOf(b: {
  country_id?: number;
  state_id?: number;
  city_id?: number;
  latitude?: number;
  longitude?: number;
}) {
  return {
    destination:
      b.country_id === undefined
        ? undefined
        : { country_id: b.country_id, state_id: b.state_id ?? null, city_id: b.city_id ?? null },
    coordinates:
      b.latitude === undefined || b.longitude === undefined
        ? undefined
        : { latitude: b.latitude, longitude: b.longitude },
  };
}
