import {
  cashierSchema,
  createCashierBody,
  createUserBody,
  idParam,
  managedUserSchema,
  ROLES,
  statusSchema,
  updateUserBody,
  userSchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.ts';
import type { UsersService } from './users.service.ts';

const adminOrOwner = { access: [ROLES.ADMIN, ROLES.CLIENT] } as const;

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post(
    '/admin',
    {
      config: { access: [ROLES.ADMIN] },
      schema: {
        tags: ['admin'],
        summary: 'Create a user',
        body: createUserBody,
        response: { 200: userSchema },
      },
    },
    (request) => users.create(request.body),
  );

  app.get(
    '/admin/status',
    {
      config: { access: [ROLES.ADMIN] },
      schema: { tags: ['admin'], summary: 'Account statuses', response: { 200: z.array(statusSchema) } },
    },
    () => users.statuses(),
  );

  app.patch(
    '/admin/:id',
    {
      config: adminOrOwner,
      schema: {
        tags: ['admin'],
        summary: "Update a user (an owner: only its store's cashiers); status 2 signs the user out",
        params: z.object({ id: idParam }),
        body: updateUserBody,
        response: { 200: managedUserSchema },
      },
    },
    (request) => users.update(principalOf(request), request.params.id, request.body),
  );

  app.get(
    '/store/:storeId/cashier',
    {
      config: adminOrOwner,
      schema: {
        tags: ['cashiers'],
        summary: 'Cashiers of a store',
        params: z.object({ storeId: idParam }),
        response: { 200: z.array(cashierSchema) },
      },
    },
    (request) => users.listCashiers(principalOf(request), request.params.storeId),
  );

  app.post(
    '/admin/cashier',
    {
      config: adminOrOwner,
      schema: {
        tags: ['cashiers'],
        summary: "Create a cashier (an owner's joins its store; the admin names store_id)",
        body: createCashierBody,
        response: { 200: cashierSchema },
      },
    },
    (request) => users.createCashier(principalOf(request), request.body),
  );
};
