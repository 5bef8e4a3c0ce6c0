import { citiesParams, citySchema, countrySchema, stateSchema, statesParams } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesOf } from '#server/lib/route.ts';
import { ALL_ROLES } from '#server/plugins/access.ts';
import type { GeoService } from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  const api = routesOf(app, 'geo');
  api.get('/countries', {
    access: ALL_ROLES,
    summary: 'Every country, by Spanish name',
    reply: z.array(countrySchema),
    handler: () => geo.countries(),
  });
  api.get('/states/:countryId', {
    access: ALL_ROLES,
    summary: "A country's states, by name",
    params: statesParams,
    reply: z.array(stateSchema),
    handler: (req) => geo.states(req.params.countryId),
  });
  api.get('/cities/:stateId', {
    access: ALL_ROLES,
    summary: "A state's cities, by name",
    params: citiesParams,
    reply: z.array(citySchema),
    handler: (req) => geo.cities(req.params.stateId),
  });
};
