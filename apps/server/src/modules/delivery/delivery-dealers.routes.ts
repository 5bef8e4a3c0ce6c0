import { dealerBody, dealerPatch, dealerSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '#server/lib/errors.ts';
import { deleteRoute, idAndBody, idParams, routesOf } from '#server/lib/route.ts';
import type { CompanyDealersService } from '#server/modules/dealers/dealers.service.ts';
import { callers, principalOf } from '#server/plugins/access.ts';

/** The delivery company's couriers (`deliver/dealer`), served by the dealers module. */
export const deliveryDealersRoutes: FastifyPluginAsyncZod<{ dealers: CompanyDealersService }> = async (
  app,
  { dealers },
) => {
  const api = routesOf(app, 'delivery');
  api.get('/deliver/dealer', {
    access: callers.company,
    summary: "The company's couriers",
    reply: z.array(dealerSchema),
    handler: (req) => dealers.list(principalOf(req)),
  });
  api.post('/deliver/dealer', {
    access: callers.company,
    summary: 'Add a courier',
    body: dealerBody,
    reply: dealerSchema,
    handler: (req) => dealers.create(principalOf(req), req.body),
  });
  api.get('/deliver/dealer/:id', {
    access: callers.company,
    summary: 'A courier',
    params: idParams,
    reply: dealerSchema,
    handler: (req) => dealers.get(principalOf(req), req.params.id),
  });
  api.patch('/deliver/dealer/:id', {
    access: callers.company,
    summary: 'Change a courier',
    params: idParams,
    body: dealerPatch,
    reply: dealerSchema,
    handler: idAndBody(dealers.update),
  });
  deleteRoute(
    app,
    callers.company,
    'delivery',
    'Delete a courier',
    '/deliver/dealer/:id',
    dealers.remove,
    errorTexts.dealerDeleted,
  );
};
