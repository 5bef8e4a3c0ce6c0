import { citiesParams, citySchema, countrySchema, stateSchema, statesParams } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '../../lib/route.ts';
import { ALL_ROLES } from '../../plugins/access.ts';
import type { GeoService } from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/countries',
    endpoint(ALL_ROLES, 'geo', 'Every country, by Spanish name', { reply: z.array(countrySchema) }),
    () => geo.countries(),
  );
  app.get(
    '/states/:countryId',
    endpoint(ALL_ROLES, 'geo', "A country's states, by name", {
      params: statesParams,
      reply: z.array(stateSchema),
    }),
    (req) => geo.states(req.params.countryId),
  );
  app.get(
    '/cities/:stateId',
    endpoint(ALL_ROLES, 'geo', "A state's cities, by name", {
      params: citiesParams,
      reply: z.array(citySchema),
    }),
    (req) => geo.cities(req.params.stateId),
  );
};
