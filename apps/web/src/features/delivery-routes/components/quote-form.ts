import { type QuoteBody, quoteBody, usdOrZero, v } from '@vitrina/contract';
import { z } from 'zod';
import { parseDecimal } from '#web/lib/decimal.ts';

/** The simulator's values: where the shopper is and what the order costs, as typed. */
export type QuoteForm = {
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  subtotal: string;
};

export const BLANK_QUOTE: QuoteForm = { country_id: null, state_id: null, city_id: null, subtotal: '' };

const required = z
  .number({ error: v('required') })
  .int(v('required'))
  .min(1, v('required'));

/** The form's values checked by the contract's quote rules (a destination country and a subtotal). */
export const quoteForm = z
  .preprocess(
    (raw) => {
      const form = raw as QuoteForm;
      return { ...form, country_id: form.country_id ?? undefined, subtotal: parseDecimal(form.subtotal) };
    },
    z.object({
      country_id: required,
      state_id: z.number().int().nullable(),
      city_id: z.number().int().nullable(),
      subtotal: z
        .number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) })
        .pipe(usdOrZero(1_000_000)),
    }),
  )
  .transform(
    (f): QuoteBody => ({
      destination: { country_id: f.country_id, state_id: f.state_id, city_id: f.city_id },
      subtotal: f.subtotal,
    }),
  )
  .pipe(quoteBody);
