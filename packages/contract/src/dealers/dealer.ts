import { z } from 'zod';
import { DOCUMENT_TYPES } from '../common/enums.ts';
import { optionalText, plainString, requiredText, v } from '../common/fields.ts';

/** A courier's phone: digits, an optional leading +, spaces between groups. */
const dealerPhone = plainString('required')
  .trim()
  .min(1, v('required'))
  .max(30, v('maxLength'))
  .regex(/^\+?[0-9][0-9 ]*$/, v('invalid'));

/** Document number, 6 to 10 digits; dots, hyphens and spaces as people write them are dropped. */
const identification = plainString('required')
  .trim()
  .min(1, v('required'))
  .max(30, v('identificationDigits'))
  .transform((s) => s.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{6,10}$/, v('identificationDigits')));

// No defaults here: zod applies a default inside .partial() too, and a PATCH must not reset
// a field it did not send.
const dealerFields = {
  name: requiredText(80),
  lastname: optionalText(80),
  phone: dealerPhone,
  identification_type: z.enum(DOCUMENT_TYPES, { error: v('oneOf') }),
  identification,
  vehicle: optionalText(80),
  plate: optionalText(20),
  active: z.boolean({ error: v('invalid') }),
};

/** POST dealer. */
export const dealerBody = z.object({ ...dealerFields, active: dealerFields.active.default(true) });
export type DealerBody = z.infer<typeof dealerBody>;
/** PATCH dealer/{id}: any of the fields. */
export const dealerPatch = z.object(dealerFields).partial();
export type DealerPatch = z.infer<typeof dealerPatch>;

/** A courier of a store (or, later, of a delivery company). */
export const dealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  identification_type: z.enum(DOCUMENT_TYPES),
  identification: z.string(),
  vehicle: z.string().nullable(),
  plate: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type Dealer = z.infer<typeof dealerSchema>;
