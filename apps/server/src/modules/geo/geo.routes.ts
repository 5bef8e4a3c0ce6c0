import { citiesParams, citySchema, countrySchema, stateSchema, statesParams } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_ROLES } from '../../plugins/access.ts';
import type { GeoService } from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/countries',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags: ['geo'],
        summary: 'Every country, by Spanish name',
        response: { 200: z.array(countrySchema) },
      },
    },
    () => geo.countries(),
  );

  app.get(
    '/states/:countryId',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags: ['geo'],
        summary: "A country's states, by name",
        params: statesParams,
        response: { 200: z.array(stateSchema) },
      },
    },
    (request) => geo.states(request.params.countryId),
  );

  app.get(
    '/cities/:stateId',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags: ['geo'],
        summary: "A state's cities, by name",
        params: citiesParams,
        response: { 200: z.array(citySchema) },
      },
    },
    (request) => geo.cities(request.params.stateId),
  );
};
