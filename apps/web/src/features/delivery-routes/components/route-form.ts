import { type DeliveryRoute, deliveryRouteBody, percentageField, v } from '@vitrina/contract';
import { z } from 'zod';
import { decimalText, parseDecimal } from '#web/lib/decimal.ts';

/** The route dialog's values: places as geo ids (null until picked), the percentage as typed. */
export type RouteForm = {
  origin_country_id: number | null;
  origin_state_id: number | null;
  origin_city_id: number | null;
  destination_country_id: number | null;
  destination_state_id: number | null;
  destination_city_id: number | null;
  percentage: string;
};

export const BLANK_ROUTE: RouteForm = {
  origin_country_id: null,
  origin_state_id: null,
  origin_city_id: null,
  destination_country_id: null,
  destination_state_id: null,
  destination_city_id: null,
  percentage: '',
};

export type RouteEnd = 'origin' | 'destination';

/** An empty field says "required"; something else that is not a number says so. */
const needed = (inner: z.ZodType<number, number>) =>
  z.number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) }).pipe(inner);

const placeId = z
  .number({ error: v('required') })
  .int(v('required'))
  .min(1, v('required'));

/** The contract's POST/PATCH body, fed from the dialog (a country on each end is required). */
export const routeForm = z.preprocess(
  (raw) => {
    const form = raw as RouteForm;
    return {
      ...form,
      origin_country_id: form.origin_country_id ?? undefined,
      destination_country_id: form.destination_country_id ?? undefined,
      percentage: parseDecimal(form.percentage),
    };
  },
  deliveryRouteBody.extend({
    origin_country_id: placeId,
    destination_country_id: placeId,
    percentage: needed(percentageField),
  }),
);

export function toRouteForm(route: DeliveryRoute | null): RouteForm {
  if (!route) return BLANK_ROUTE;
  return {
    origin_country_id: route.origin_country_id,
    origin_state_id: route.origin_state_id,
    origin_city_id: route.origin_city_id,
    destination_country_id: route.destination_country_id,
    destination_state_id: route.destination_state_id,
    destination_city_id: route.destination_city_id,
    percentage: decimalText(route.percentage),
  };
}
