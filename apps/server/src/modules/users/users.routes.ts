import {
  cashierSchema,
  createCashierBody,
  createUserBody,
  managedUserSchema,
  statusSchema,
  updateUserBody,
  userSchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idAndBody, idParams, routesOf, storeParams } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const adminApi = routesOf(app, 'admin');
  const cashiersApi = routesOf(app, 'cashiers');
  adminApi.post('/admin', {
    access: callers.admin,
    summary: 'Create a user',
    body: createUserBody,
    reply: userSchema,
    handler: (req) => users.create(principalOf(req), req.body),
  });
  adminApi.get('/admin/status', {
    access: callers.admin,
    summary: 'Account statuses',
    reply: z.array(statusSchema),
    handler: () => users.statuses(),
  });
  adminApi.patch('/admin/:id', {
    access: callers.ownerOrAdmin,
    summary: "Update a user (an owner: only its store's cashiers); status 2 signs the user out",
    params: idParams,
    body: updateUserBody,
    reply: managedUserSchema,
    handler: idAndBody(users.update),
  });
  cashiersApi.get('/store/:storeId/cashier', {
    access: callers.ownerOrAdmin,
    summary: 'Cashiers of a store',
    params: storeParams,
    reply: z.array(cashierSchema),
    handler: (req) => users.listCashiers(principalOf(req), req.params.storeId),
  });
  cashiersApi.post('/admin/cashier', {
    access: callers.ownerOrAdmin,
    summary: "Create a cashier (an owner's joins its store; the admin names store_id)",
    body: createCashierBody,
    reply: cashierSchema,
    handler: (req) => users.createCashier(principalOf(req), req.body),
  });
};
