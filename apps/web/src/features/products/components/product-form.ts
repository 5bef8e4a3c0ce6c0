import { type Extra, extraBody, type Product, productBody, usdAmount, v } from '@vitrina/contract';
import { z } from 'zod';
import { amountText, parseDecimal } from '#web/lib/decimal.ts';

/** What the inputs hold: amounts are typed as text; the catalogue is picked. */
export type ProductForm = {
  catalogue_id: number | null;
  name: string;
  description: string;
  price: string;
  quantity: string;
  active: boolean;
};

const catalogueId = z
  .number({ error: v('required') })
  .int(v('required'))
  .positive(v('required'));
/** An empty price box says "required" rather than "must be a number"; "4,50" is 4.5. */
const priceText = z.string().trim().min(1, v('required')).transform(parseDecimal).pipe(usdAmount);
const quantityText = z
  .string()
  .trim()
  .min(1, v('quantity'))
  .transform(parseDecimal)
  .pipe(productBody.shape.quantity);

/** The contract's product body plus the catalogue it goes in (POST catalogues/{catalogue_id}/products). */
export const productForm = productBody.extend({
  catalogue_id: catalogueId,
  price: priceText,
  quantity: quantityText,
});
export type ProductFormOutput = z.infer<typeof productForm>;

/** A store with a single catalogue gets it picked in a new product's or extra's form. */
export function soleCatalogueId(catalogues: readonly { id: number }[]): number | null {
  return catalogues.length === 1 ? (catalogues[0]?.id ?? null) : null;
}

export function toProductForm(product: Product | null, catalogueId: number | null): ProductForm {
  return {
    catalogue_id: product?.catalogue_id ?? catalogueId,
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? amountText(product.price) : '',
    quantity: product ? String(product.quantity) : '',
    active: product?.active ?? true,
  };
}

export type ExtraForm = { catalogue_id: number | null; name: string; price: string; active: boolean };

export const extraForm = extraBody.extend({ catalogue_id: catalogueId, price: priceText });
export type ExtraFormOutput = z.infer<typeof extraForm>;

export function toExtraForm(extra: Extra | null, catalogueId: number | null): ExtraForm {
  return {
    catalogue_id: extra?.catalogue_id ?? catalogueId,
    name: extra?.name ?? '',
    price: extra ? amountText(extra.price) : '',
    active: extra?.active ?? true,
  };
}

/** Image ids after moving one image a step towards the cover (-1) or away from it (+1). */
export function moveImage(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
