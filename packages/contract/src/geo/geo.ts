import { z } from 'zod';
import { idParam } from '../common/numbers.ts';

/**
 * The shipped geographic data set (every country and state, and their cities). Ids are the
 * source database's ids and stay the same across data updates; stores keep them.
 */
export const countrySchema = z.object({
  id: z.number().int(),
  /** Spanish name. */
  name: z.string(),
  iso2: z.string(),
  /** Dialling code without "+", e.g. "58"; some territories have "1-268". */
  phone_code: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  name: z.string(),
  /** ISO 3166-2 subdivision code without the country prefix ("" when the source has none). */
  iso2: z.string(),
});
export type State = z.infer<typeof stateSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  state_id: z.number().int(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type City = z.infer<typeof citySchema>;

export const statesParams = z.object({ countryId: idParam });
export const citiesParams = z.object({ stateId: idParam });
