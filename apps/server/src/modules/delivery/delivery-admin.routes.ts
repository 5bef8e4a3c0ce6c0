import {
  companyAdminOptionSchema,
  companyAdminOptionsQuery,
  companyDetailsSchema,
  companyListQuery,
  companyStatusBody,
  createCompanyBody,
  deliveryCompanySchema,
  page,
  updateCompanyBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idAndBody, idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { DeliveryService } from './delivery.service.ts';

/** The admin's delivery companies (/delivery-companies, /delivery-company-details/:id). */
export const deliveryAdminRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery: { companies } },
) => {
  const api = routesOf(app, 'delivery');
  api.get('/admin/deliver', {
    access: callers.admin,
    summary: 'Delivery companies, newest first (search q, status_id, keyset paging)',
    querystring: companyListQuery,
    reply: page(deliveryCompanySchema),
    handler: (req) => companies.list(principalOf(req), req.query),
  });
  api.post('/admin/deliver', {
    access: callers.admin,
    summary: 'Create a company with a new or existing primary administrator (role 4)',
    body: createCompanyBody,
    reply: deliveryCompanySchema,
    handler: (req) => companies.create(principalOf(req), req.body),
  });
  api.get('/admin/deliver/admins', {
    access: callers.admin,
    summary: 'Delivery users (role 4) free to administer a company (search q, at most 20)',
    querystring: companyAdminOptionsQuery,
    reply: z.array(companyAdminOptionSchema),
    handler: (req) => companies.adminOptions(principalOf(req), req.query),
  });
  api.get('/admin/deliver/:id', {
    access: callers.admin,
    summary: 'A company with its linked stores and couriers',
    params: idParams,
    reply: companyDetailsSchema,
    handler: (req) => companies.details(principalOf(req), req.params.id),
  });
  api.patch('/admin/deliver/:id', {
    access: callers.admin,
    summary: 'Edit a company (only the fields sent)',
    params: idParams,
    body: updateCompanyBody,
    reply: deliveryCompanySchema,
    handler: idAndBody(companies.update),
  });
  api.patch('/admin/deliver/:id/status', {
    access: callers.admin,
    summary: 'Activate (1) or suspend (2) a company',
    params: idParams,
    body: companyStatusBody,
    reply: deliveryCompanySchema,
    handler: idAndBody(companies.setStatus),
  });
};
