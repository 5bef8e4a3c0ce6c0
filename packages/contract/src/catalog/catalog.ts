import { z } from 'zod';
import { requiredText, v } from '../common/fields.ts';
import { pageQuery } from '../common/pagination.ts';

/** A USD amount from the panel: positive, at most two decimals. Stored as cents. */
export const usdAmount = z.coerce
  .number({ error: v('number') })
  .min(0.01, v('positive'))
  .max(1_000_000, v('invalid'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v('money'));

export const catalogueBody = z.object({ name: requiredText(100) });
export type CatalogueBody = z.infer<typeof catalogueBody>;
export const catalogueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  products_count: z.number().int(),
  extras_count: z.number().int(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  position: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const productFields = {
  name: requiredText(150),
  description: z.string().trim().max(2000, v('maxLength')),
  price: usdAmount,
  quantity: z.coerce
    .number({ error: v('quantity') })
    .int(v('quantity'))
    .min(0, v('quantity'))
    .max(1_000_000, v('quantity')),
  active: z.boolean(),
};
export const productBody = z.object({
  ...productFields,
  description: productFields.description.default(''),
  active: productFields.active.default(true),
});
export type ProductBody = z.infer<typeof productBody>;
/** PATCH products/{id}: only the fields sent (no defaults, or a PATCH would reset them). */
export const productPatch = z
  .object(productFields)
  .partial()
  .extend({ catalogue_id: z.number().int().positive(v('required')).optional() });
export type ProductPatch = z.infer<typeof productPatch>;

export const productSchema = z.object({
  id: z.number().int(),
  catalogue_id: z.number().int(),
  catalogueName: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  active: z.boolean(),
  images: z.array(productImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuery = pageQuery.extend({
  catalogue_id: z.coerce.number().int().positive().optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const imageOrderBody = z.object({
  order: z.array(z.number().int().positive()).min(1, v('required')).max(50, v('invalid')),
});

const extraFields = { name: requiredText(120), price: usdAmount, active: z.boolean() };
export const extraBody = z.object({ ...extraFields, active: extraFields.active.default(true) });
export type ExtraBody = z.infer<typeof extraBody>;
export const extraPatch = z
  .object(extraFields)
  .partial()
  .extend({ catalogue_id: z.number().int().positive().optional() });
export const extraSchema = z.object({
  id: z.number().int(),
  catalogue_id: z.number().int(),
  catalogueName: z.string(),
  name: z.string(),
  price: z.number(),
  active: z.boolean(),
});
export type Extra = z.infer<typeof extraSchema>;
