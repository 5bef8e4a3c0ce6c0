import {
  adminCustomerQuery,
  adminCustomerSchema,
  customerListQuery,
  customerLists,
  customerSchema,
  page,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { CustomersService } from './customers.service.ts';

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  const api = routesOf(app, 'customers');
  api.get('/store/:id/clients', {
    access: callers.owner,
    summary: 'Shoppers of a store by channel, newest first; ?channel= with ?cursor= pages one list',
    params: idParams,
    querystring: customerListQuery,
    reply: customerLists,
    handler: (req) => customers.listForStore(principalOf(req), req.params.id, req.query),
  });

  // The purchases of one customer are served by the sales module (bills), not here.
  api.get('/customers/:id', {
    access: callers.owner,
    summary: 'One shopper of the store',
    params: idParams,
    reply: customerSchema,
    handler: (req) => customers.get(principalOf(req), req.params.id),
  });

  routesOf(app, 'admin').get('/admin/customers', {
    access: callers.admin,
    summary: 'Shoppers of every store, newest first, paged by cursor',
    querystring: adminCustomerQuery,
    reply: page(adminCustomerSchema),
    handler: (req) => customers.listAll(req.query),
  });
};
