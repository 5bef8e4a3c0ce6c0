import { z } from 'zod';
import { v } from '../common/fields.ts';
import { idField } from '../common/numbers.ts';

/** A percentage of the subtotal: more than 0, at most 100, two decimals. */
export const percentageField = z
  .number({ error: v('number') })
  .min(0.01, v('positive'))
  .max(100, v('invalid'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v('money'));

const optionalId = idField.nullable().optional();

const routeFields = {
  origin_country_id: idField,
  origin_state_id: optionalId,
  origin_city_id: optionalId,
  destination_country_id: idField,
  destination_state_id: optionalId,
  destination_city_id: optionalId,
  percentage: percentageField,
};

/**
 * POST deliver/price, POST deliveryprices: origin → destination (country, optionally state and
 * city, from the shipped geo data) and the percentage of the order subtotal it charges.
 */
export const deliveryRouteBody = z.object(routeFields);
export type DeliveryRouteBody = z.infer<typeof deliveryRouteBody>;
/** PATCH deliver/price/{id}, PATCH deliveryprices/{id}: the whole route again, or only some fields. */
export const deliveryRoutePatch = z.object(routeFields).partial();
export type DeliveryRoutePatch = z.infer<typeof deliveryRoutePatch>;

export const deliveryRouteSchema = z.object({
  id: z.number().int(),
  origin_country_id: z.number().int(),
  origin_state_id: z.number().int().nullable(),
  origin_city_id: z.number().int().nullable(),
  destination_country_id: z.number().int(),
  destination_state_id: z.number().int().nullable(),
  destination_city_id: z.number().int().nullable(),
  /** "Chacao, Miranda, Venezuela": the place's names, most specific first. */
  origin_name: z.string(),
  destination_name: z.string(),
  percentage: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeliveryRoute = z.infer<typeof deliveryRouteSchema>;
