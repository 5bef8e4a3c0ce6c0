import { bankBody, bankSchema, ROLES, type RoleId } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { BankSide, BanksService } from './banks.service.ts';

// A plain array, not a page: an owner keeps a handful of accounts.
const bankList = z.array(bankSchema);

export const banksRoutes: FastifyPluginAsyncZod<{ banks: BanksService }> = async (app, { banks }) => {
  const sides: { side: BankSide; prefix: string; roles: readonly RoleId[]; who: string }[] = [
    {
      side: 'panel',
      prefix: '/banks',
      roles: [ROLES.ADMIN, ROLES.CLIENT],
      who: "platform's (admin) or own store's",
    },
    { side: 'company', prefix: '/company/banks', roles: [ROLES.DELIVERY], who: "own delivery company's" },
  ];
  for (const { side, prefix, roles, who } of sides) {
    app.get(prefix, endpoint(roles, 'banks', `List the ${who} bank accounts`, { reply: bankList }), (req) =>
      banks.list(principalOf(req), side),
    );
    app.post(
      prefix,
      endpoint(roles, 'banks', `Add a bank account to the ${who} list`, {
        body: bankBody,
        reply: bankSchema,
        status: 201,
      }),
      async (req, reply) => reply.status(201).send(await banks.create(principalOf(req), side, req.body)),
    );
    app.patch(
      `${prefix}/:id`,
      endpoint(roles, 'banks', `Replace one of the ${who} bank accounts (send every field)`, {
        params: idParams,
        body: bankBody,
        reply: bankSchema,
      }),
      (req) => banks.update(principalOf(req), side, req.params.id, req.body),
    );
    app.delete(
      `${prefix}/:id`,
      endpoint(roles, 'banks', `Delete one of the ${who} bank accounts`, {
        params: idParams,
        reply: z.null(),
        status: 204,
      }),
      async (req, reply) => {
        await banks.remove(principalOf(req), side, req.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
