import { z } from 'zod';
import { optionalText, v } from '../common/fields.ts';
import { idField, idParam, USD_MAX } from '../common/numbers.ts';

/**
 * A sale paid in parts (issue 32 §2): each part a method, a currency, an amount in it, and for a
 * transfer its account, reference and proof. The store's staff record the parts they received;
 * the sale is paid once the parts cover its total, within PARTS_TOLERANCE_CENTS (bolívares are
 * counted at the rate frozen on the sale, and their cents round).
 */
export const PART_METHODS = ['cash', 'transfer'] as const;
export type PartMethod = (typeof PART_METHODS)[number];
export const PARTS_TOLERANCE_CENTS = 5;
/** The most bolívares one part may be: a million dollars at a rate of a thousand. */
export const VES_PART_MAX = 1_000_000_000;

const amount = z
  .number({ error: v('number') })
  .min(0.01, v('positive'))
  .max(VES_PART_MAX, v('invalid'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v('money'))
  .meta({ multipleOf: 0.01 });

/**
 * POST bill/{id}/payments (JSON, or multipart with the proof picture as `proof`): a part the
 * staff received. `amount` is in `currency` (at most USD_MAX dollars); a transfer names one of
 * the store's accounts in that currency and its reference.
 */
export const salePartBody = z
  .object({
    method: z.enum(PART_METHODS, { error: v('oneOf') }),
    currency: z.enum(['USD', 'VES'], { error: v('oneOf') }),
    amount,
    bank_id: idField.optional(),
    reference: optionalText(60),
  })
  .superRefine((d, ctx) => {
    if (d.currency === 'USD' && d.amount > USD_MAX)
      ctx.addIssue({ code: 'custom', message: v('invalid'), path: ['amount'] });
    if (d.method === 'transfer' && d.bank_id === undefined)
      ctx.addIssue({ code: 'custom', message: v('required'), path: ['bank_id'] });
    if (d.method === 'transfer' && !d.reference)
      ctx.addIssue({ code: 'custom', message: v('required'), path: ['reference'] });
  })
  .meta({
    description:
      'bank_id (one of the store’s accounts in `currency`) and reference are required for a transfer. ' +
      'The part may not be more than what is still due (422 on amount).',
  });
export type SalePartBody = z.infer<typeof salePartBody>;

export const salePartParams = z.object({ id: idParam, part_id: idParam });

/** A part as the sale shows it; `usd_amount` is its worth in dollars at the sale's rate. */
export const salePartSchema = z.object({
  id: z.number().int(),
  method: z.enum(PART_METHODS),
  currency: z.enum(['USD', 'VES']),
  amount: z.number(),
  usd_amount: z.number(),
  bank_name: z.string().nullable(),
  reference: z.string().nullable(),
  proof_image: z.string().nullable(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type SalePart = z.infer<typeof salePartSchema>;

/** A sale's parts and what they cover, in dollars; `rate`: the bolívares a dollar counts at for a new part. */
export const salePartsSchema = z.object({
  parts: z.array(salePartSchema),
  paid: z.number(),
  due: z.number(),
  rate: z.number(),
});
export type SaleParts = z.infer<typeof salePartsSchema>;
