import {
  cashierSchema,
  createCashierBody,
  createUserBody,
  managedUserSchema,
  ROLES,
  statusSchema,
  updateUserBody,
  userSchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint, idAndBody, idParams, storeParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { UsersService } from './users.service.ts';

const admin = [ROLES.ADMIN] as const;
const adminOrOwner = [ROLES.ADMIN, ROLES.CLIENT] as const;

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post(
    '/admin',
    endpoint(admin, 'admin', 'Create a user', { body: createUserBody, reply: userSchema }),
    (req) => users.create(principalOf(req), req.body),
  );
  app.get(
    '/admin/status',
    endpoint(admin, 'admin', 'Account statuses', { reply: z.array(statusSchema) }),
    () => users.statuses(),
  );
  app.patch(
    '/admin/:id',
    endpoint(
      adminOrOwner,
      'admin',
      "Update a user (an owner: only its store's cashiers); status 2 signs the user out",
      {
        params: idParams,
        body: updateUserBody,
        reply: managedUserSchema,
      },
    ),
    idAndBody(users.update),
  );
  app.get(
    '/store/:storeId/cashier',
    endpoint(adminOrOwner, 'cashiers', 'Cashiers of a store', {
      params: storeParams,
      reply: z.array(cashierSchema),
    }),
    (req) => users.listCashiers(principalOf(req), req.params.storeId),
  );
  app.post(
    '/admin/cashier',
    endpoint(
      adminOrOwner,
      'cashiers',
      "Create a cashier (an owner's joins its store; the admin names store_id)",
      {
        body: createCashierBody,
        reply: cashierSchema,
      },
    ),
    (req) => users.createCashier(principalOf(req), req.body),
  );
};
