import { adminUserQuery, adminUserSchema, page, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint, idParams } from '../../lib/route.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const admin = [ROLES.ADMIN] as const;

// GET admin/status, admin/customers, admin/deliver, admin/stores… are static paths: Fastify
// matches them before `/admin/:id`, whatever the order of registration.
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  app.get(
    '/admin',
    endpoint(admin, 'admin', 'Every platform user, newest first: search, role, status and store filters', {
      querystring: adminUserQuery,
      reply: page(adminUserSchema),
    }),
    (req) => adminUsers.list(req.query),
  );
  app.get(
    '/admin/:id',
    endpoint(admin, 'admin', 'One platform user', { params: idParams, reply: adminUserSchema }),
    (req) => adminUsers.get(req.params.id),
  );
};
