import { useQuery } from '@tanstack/react-query';
import {
  type City,
  type Country,
  citySchema,
  countrySchema,
  type State,
  stateSchema,
} from '@vitrina/contract';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

// The shipped geographic data (GET countries, states/{id}, cities/{id}): the store's address
// and every route's origin and destination pick from it. It never changes while the panel runs.
const countryKeys = queryKeysFactory('countries');
const stateKeys = queryKeysFactory('states');
const cityKeys = queryKeysFactory('cities');
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 } as const;

export function useCountries() {
  return useQuery<Country[]>({
    queryKey: countryKeys.lists(),
    queryFn: () => apiRequest('countries', { schema: z.array(countrySchema) }),
    ...forever,
  });
}

export function useStates(countryId: number | null | undefined) {
  return useQuery<State[]>({
    queryKey: stateKeys.list(countryId ?? 0),
    queryFn: () => apiRequest(`states/${countryId}`, { schema: z.array(stateSchema) }),
    enabled: !!countryId,
    ...forever,
  });
}

export function useCities(stateId: number | null | undefined) {
  return useQuery<City[]>({
    queryKey: cityKeys.list(stateId ?? 0),
    queryFn: () => apiRequest(`cities/${stateId}`, { schema: z.array(citySchema) }),
    enabled: !!stateId,
    ...forever,
  });
}
