import { ROLES, storeSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access.ts';
import type { StoresService } from './stores.service.ts';

export const storesRoutes: FastifyPluginAsyncZod<{ stores: StoresService }> = async (app, { stores }) => {
  app.get(
    '/store/mystore',
    {
      config: { access: [ROLES.CLIENT] },
      schema: { tags: ['store'], summary: "The signed-in owner's store", response: { 200: storeSchema } },
    },
    (request) => stores.mine(principalOf(request)),
  );
};
