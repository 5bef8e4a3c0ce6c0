import { bankBody, bankSchema, type RoleId } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { BankSide, BanksService } from './banks.service.ts';

// A plain array, not a page: an owner keeps a handful of accounts.
const bankList = z.array(bankSchema);

export const banksRoutes: FastifyPluginAsyncZod<{ banks: BanksService }> = async (app, { banks }) => {
  const api = routesOf(app, 'banks');
  // A cashier reads the store's accounts (the parts of a sale are paid into them), never writes.
  const sides: {
    side: BankSide;
    prefix: string;
    roles: readonly RoleId[];
    readers: readonly RoleId[];
    who: string;
  }[] = [
    {
      side: 'panel',
      prefix: '/banks',
      roles: callers.ownerOrAdmin,
      readers: callers.staffOrAdmin,
      who: "platform's (admin) or own store's (read by its cashiers too)",
    },
    {
      side: 'company',
      prefix: '/company/banks',
      roles: callers.company,
      readers: callers.company,
      who: "own delivery company's",
    },
  ];
  for (const { side, prefix, roles, readers, who } of sides) {
    api.get(prefix, {
      access: readers,
      summary: `List the ${who} bank accounts`,
      reply: bankList,
      handler: (req) => banks.list(principalOf(req), side),
    });
    api.post(prefix, {
      access: roles,
      summary: `Add a bank account to the ${who} list`,
      body: bankBody,
      reply: bankSchema,
      status: 201,
      handler: (req) => banks.create(principalOf(req), side, req.body),
    });
    api.patch(`${prefix}/:id`, {
      access: roles,
      summary: `Replace one of the ${who} bank accounts (send every field)`,
      params: idParams,
      body: bankBody,
      reply: bankSchema,
      handler: (req) => banks.update(principalOf(req), side, req.params.id, req.body),
    });
    api.delete(`${prefix}/:id`, {
      access: roles,
      summary: `Delete one of the ${who} bank accounts`,
      params: idParams,
      reply: z.null(),
      status: 204,
      handler: async (req, reply) => {
        await banks.remove(principalOf(req), side, req.params.id);
        return reply.status(204).send(null);
      },
    });
  }
};
