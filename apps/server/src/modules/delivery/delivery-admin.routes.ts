import {
  companyAdminOptionSchema,
  companyAdminOptionsQuery,
  companyDetailsSchema,
  companyListQuery,
  companyStatusBody,
  createCompanyBody,
  deliveryCompanySchema,
  page,
  ROLES,
  updateCompanyBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint, idAndBody, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { DeliveryService } from './delivery.service.ts';

const admin = [ROLES.ADMIN] as const;

/** The admin's delivery companies (/delivery-companies, /delivery-company-details/:id). */
export const deliveryAdminRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery: { companies } },
) => {
  app.get(
    '/admin/deliver',
    endpoint(admin, 'delivery', 'Delivery companies, newest first (search q, status_id, keyset paging)', {
      querystring: companyListQuery,
      reply: page(deliveryCompanySchema),
    }),
    (req) => companies.list(principalOf(req), req.query),
  );
  app.post(
    '/admin/deliver',
    endpoint(admin, 'delivery', 'Create a company with a new or existing primary administrator (role 4)', {
      body: createCompanyBody,
      reply: deliveryCompanySchema,
    }),
    (req) => companies.create(principalOf(req), req.body),
  );
  app.get(
    '/admin/deliver/admins',
    endpoint(
      admin,
      'delivery',
      'Delivery users (role 4) free to administer a company (search q, at most 20)',
      {
        querystring: companyAdminOptionsQuery,
        reply: z.array(companyAdminOptionSchema),
      },
    ),
    (req) => companies.adminOptions(principalOf(req), req.query),
  );
  app.get(
    '/admin/deliver/:id',
    endpoint(admin, 'delivery', 'A company with its linked stores and couriers', {
      params: idParams,
      reply: companyDetailsSchema,
    }),
    (req) => companies.details(principalOf(req), req.params.id),
  );
  app.patch(
    '/admin/deliver/:id',
    endpoint(admin, 'delivery', 'Edit a company (only the fields sent)', {
      params: idParams,
      body: updateCompanyBody,
      reply: deliveryCompanySchema,
    }),
    idAndBody(companies.update),
  );
  app.patch(
    '/admin/deliver/:id/status',
    endpoint(admin, 'delivery', 'Activate (1) or suspend (2) a company', {
      params: idParams,
      body: companyStatusBody,
      reply: deliveryCompanySchema,
    }),
    idAndBody(companies.setStatus),
  );
};
