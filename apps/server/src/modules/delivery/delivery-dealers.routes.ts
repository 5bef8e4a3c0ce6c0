import { dealerBody, dealerPatch, dealerSchema, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '../../lib/errors.ts';
import { deleteRoute, endpoint, idAndBody, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { CompanyDealersService } from '../dealers/dealers.service.ts';

const company = [ROLES.DELIVERY] as const;

/** The delivery company's couriers (`deliver/dealer`), served by the dealers module. */
export const deliveryDealersRoutes: FastifyPluginAsyncZod<{ dealers: CompanyDealersService }> = async (
  app,
  { dealers },
) => {
  app.get(
    '/deliver/dealer',
    endpoint(company, 'delivery', "The company's couriers", { reply: z.array(dealerSchema) }),
    (req) => dealers.list(principalOf(req)),
  );
  app.post(
    '/deliver/dealer',
    endpoint(company, 'delivery', 'Add a courier', { body: dealerBody, reply: dealerSchema }),
    (req) => dealers.create(principalOf(req), req.body),
  );
  app.get(
    '/deliver/dealer/:id',
    endpoint(company, 'delivery', 'A courier', { params: idParams, reply: dealerSchema }),
    (req) => dealers.get(principalOf(req), req.params.id),
  );
  app.patch(
    '/deliver/dealer/:id',
    endpoint(company, 'delivery', 'Change a courier', {
      params: idParams,
      body: dealerPatch,
      reply: dealerSchema,
    }),
    idAndBody(dealers.update),
  );
  deleteRoute(
    app,
    company,
    'delivery',
    'Delete a courier',
    '/deliver/dealer/:id',
    dealers.remove,
    errorTexts.dealerDeleted,
  );
};
