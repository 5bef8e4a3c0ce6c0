import { dealerBody, dealerPatch, dealerSchema, messageReply, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '../../lib/errors.ts';
import { endpoint, idParams, storeParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { DealersService } from './dealers.service.ts';

const owner = [ROLES.CLIENT] as const;

/** Store side of the couriers; the delivery company's (deliver/dealer) comes later. */
export const dealersRoutes: FastifyPluginAsyncZod<{ dealers: DealersService }> = async (app, { dealers }) => {
  app.get(
    '/store/:storeId/dealers',
    endpoint(owner, 'dealers', "The store's couriers", { params: storeParams, reply: z.array(dealerSchema) }),
    (req) => dealers.list(principalOf(req), req.params.storeId),
  );
  app.get(
    '/dealer/:id',
    endpoint(owner, 'dealers', 'A courier', { params: idParams, reply: dealerSchema }),
    (req) => dealers.get(principalOf(req), req.params.id),
  );
  app.post(
    '/dealer',
    endpoint(owner, 'dealers', 'Add a courier', { body: dealerBody, reply: dealerSchema }),
    (req) => dealers.create(principalOf(req), req.body),
  );
  app.patch(
    '/dealer/:id',
    endpoint(owner, 'dealers', 'Change a courier', {
      params: idParams,
      body: dealerPatch,
      reply: dealerSchema,
    }),
    (req) => dealers.update(principalOf(req), req.params.id, req.body),
  );
  app.delete(
    '/dealer/:id',
    endpoint(owner, 'dealers', 'Delete a courier', { params: idParams, reply: messageReply }),
    async (req) => {
      await dealers.remove(principalOf(req), req.params.id);
      return { message: errorTexts.dealerDeleted };
    },
  );
};
