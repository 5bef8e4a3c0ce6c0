import {
  adminCustomerQuery,
  adminCustomerSchema,
  customerListQuery,
  customerLists,
  customerSchema,
  idParam,
  page,
  ROLES,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.ts';
import type { CustomersService } from './customers.service.ts';

const owner = { access: [ROLES.CLIENT] } as const;

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/store/:id/clients',
    {
      config: owner,
      schema: {
        tags: ['customers'],
        summary: 'Shoppers of a store by channel, newest first; ?channel= with ?cursor= pages one list',
        params: z.object({ id: idParam }),
        querystring: customerListQuery,
        response: { 200: customerLists },
      },
    },
    (req) => customers.listForStore(principalOf(req), req.params.id, req.query),
  );

  // The purchases of one customer are served by the sales module (bills), not here.
  app.get(
    '/customers/:id',
    {
      config: owner,
      schema: {
        tags: ['customers'],
        summary: 'One shopper of the store',
        params: z.object({ id: idParam }),
        response: { 200: customerSchema },
      },
    },
    (req) => customers.get(principalOf(req), req.params.id),
  );

  app.get(
    '/admin/customers',
    {
      config: { access: [ROLES.ADMIN] },
      schema: {
        tags: ['admin'],
        summary: 'Shoppers of every store, newest first, paged by cursor',
        querystring: adminCustomerQuery,
        response: { 200: page(adminCustomerSchema) },
      },
    },
    (req) => customers.listAll(req.query),
  );
};
