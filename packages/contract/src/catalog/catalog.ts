import { z } from 'zod';
import { plainString, requiredText, v } from '../common/fields.ts';
import { idField, idParam, intField, usdAmount } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';

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
  description: plainString().trim().max(2000, v('maxLength')),
  price: usdAmount,
  quantity: intField({ min: 0, max: 1_000_000, key: 'quantity' }),
  active: z.boolean({ error: v('invalid') }),
};
export const productBody = z.object({
  ...productFields,
  description: productFields.description.default(''),
  active: productFields.active.default(true),
});
export type ProductBody = z.infer<typeof productBody>;
/** PATCH products/{id}: only the fields sent (no defaults, or a PATCH would reset them). */
export const productPatch = z.object(productFields).partial().extend({ catalogue_id: idField.optional() });
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
  catalogue_id: idParam.optional(),
  active: z.enum(['true', 'false'], { error: v('oneOf') }).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const imageOrderBody = z.object({
  order: z
    .array(idField, { error: v('invalid') })
    .min(1, v('required'))
    .max(50, v('invalid')),
});

const extraFields = { name: requiredText(120), price: usdAmount, active: z.boolean({ error: v('invalid') }) };
export const extraBody = z.object({ ...extraFields, active: extraFields.active.default(true) });
export type ExtraBody = z.infer<typeof extraBody>;
export const extraPatch = z.object(extraFields).partial().extend({ catalogue_id: idField.optional() });
export const extraSchema = z.object({
  id: z.number().int(),
  catalogue_id: z.number().int(),
  catalogueName: z.string(),
  name: z.string(),
  price: z.number(),
  active: z.boolean(),
});
export type Extra = z.infer<typeof extraSchema>;
