import { adminUserQuery, adminUserSchema, page } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers } from '#server/plugins/access.ts';
import type { AdminUsersService } from './admin-users.service.ts';

// GET admin/status, admin/customers, admin/deliver, admin/stores… are static paths: Fastify
// matches them before `/admin/:id`, whatever the order of registration.
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  const api = routesOf(app, 'admin');
  api.get('/admin', {
    access: callers.admin,
    summary: 'Every platform user, newest first: search, role, status and store filters',
    querystring: adminUserQuery,
    reply: page(adminUserSchema),
    handler: (req) => adminUsers.list(req.query),
  });
  api.get('/admin/:id', {
    access: callers.admin,
    summary: 'One platform user',
    params: idParams,
    reply: adminUserSchema,
    handler: (req) => adminUsers.get(req.params.id),
  });
};
