import { dealerBody, dealerPatch, dealerSchema, idParam, messageReply, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/access.ts';
import type { DealersService } from './dealers.service.ts';

const owner = { access: [ROLES.CLIENT] } as const;
const idParams = z.object({ id: idParam });

/** Store side of the couriers; the delivery company's (deliver/dealer) comes later. */
export const dealersRoutes: FastifyPluginAsyncZod<{ dealers: DealersService }> = async (app, { dealers }) => {
  app.get(
    '/store/:storeId/dealers',
    {
      config: owner,
      schema: {
        tags: ['dealers'],
        summary: "The store's couriers",
        params: z.object({ storeId: idParam }),
        response: { 200: z.array(dealerSchema) },
      },
    },
    (req) => dealers.list(principalOf(req), req.params.storeId),
  );
  app.get(
    '/dealer/:id',
    { config: owner, schema: { tags: ['dealers'], params: idParams, response: { 200: dealerSchema } } },
    (req) => dealers.get(principalOf(req), req.params.id),
  );
  app.post(
    '/dealer',
    { config: owner, schema: { tags: ['dealers'], body: dealerBody, response: { 200: dealerSchema } } },
    (req) => dealers.create(principalOf(req), req.body),
  );
  app.patch(
    '/dealer/:id',
    {
      config: owner,
      schema: { tags: ['dealers'], params: idParams, body: dealerPatch, response: { 200: dealerSchema } },
    },
    (req) => dealers.update(principalOf(req), req.params.id, req.body),
  );
  app.delete(
    '/dealer/:id',
    { config: owner, schema: { tags: ['dealers'], params: idParams, response: { 200: messageReply } } },
    async (req) => {
      await dealers.remove(principalOf(req), req.params.id);
      return { message: errorTexts.dealerDeleted };
    },
  );
};
