import { z } from 'zod';
import { v } from '../common/fields.ts';
import { idField, USD_MAX } from '../common/numbers.ts';

const coordinate = (max: number) =>
  z
    .number({ error: v('number') })
    .min(-max, v('invalid'))
    .max(max, v('invalid'));

/**
 * POST delivery/quote: what a shipment to `destination` (geo ids) or `coordinates` would cost
 * for an order of `subtotal` USD. The store is the caller's (`store_id`, if sent, must be it).
 */
export const quoteBody = z
  .object({
    store_id: idField.optional(),
    destination: z
      .object({
        country_id: idField,
        state_id: idField.nullable().optional(),
        city_id: idField.nullable().optional(),
      })
      .optional(),
    coordinates: z.object({ latitude: coordinate(90), longitude: coordinate(180) }).optional(),
    subtotal: z
      .number({ error: v('number') })
      .min(0, v('invalid'))
      .max(USD_MAX, v('invalid'))
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v('money')),
  })
  .refine((b) => b.destination !== undefined || b.coordinates !== undefined, {
    message: v('required'),
    path: ['destination'],
  })
  .meta({ description: 'destination, coordinates or both.' });
export type QuoteBody = z.infer<typeof quoteBody>;

export const QUOTE_KINDS = ['pickup', 'store', 'company'] as const;

/** One way to get the order: pick it up, the store's own couriers, or a linked company. */
export const quoteOfferSchema = z.object({
  kind: z.enum(QUOTE_KINDS),
  company_id: z.number().int().nullable(),
  name: z.string(),
  /** How the price was found; null for pick-up. */
  mode: z.enum(['route', 'geolocation']).nullable(),
  /** False when nothing prices this destination (no matching route, no coordinates). */
  available: z.boolean(),
  /** USD, fee included; null when not available. */
  price: z.number().nullable(),
  fee: z.number(),
  route_id: z.number().int().nullable(),
  percentage: z.number().nullable(),
  /** Whether the price goes on the shopper's bill (a company without can_charge ships free for the shopper). */
  charged_to_shopper: z.boolean(),
});
export type QuoteOffer = z.infer<typeof quoteOfferSchema>;

/** Picking the order up at the store: always available, free, and never a route's. */
export const pickupOffer = (name: string): QuoteOffer => ({
  kind: 'pickup',
  company_id: null,
  name,
  mode: null,
  available: true,
  price: 0,
  fee: 0,
  route_id: null,
  percentage: null,
  charged_to_shopper: true,
});

export const quoteReply = z.object({
  /** Store → destination great-circle km (0.01), when both have coordinates. */
  distance_km: z.number().nullable(),
  offers: z.array(quoteOfferSchema),
});
export type QuoteReply = z.infer<typeof quoteReply>;
