import { bankBody, bankSchema, idParam, ROLES, type RoleId } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.ts';
import type { BankSide, BanksService } from './banks.service.ts';

const params = z.object({ id: idParam });
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
    const tags = ['banks'];
    app.get(
      prefix,
      {
        config: { access: roles },
        schema: { tags, summary: `List the ${who} bank accounts`, response: { 200: bankList } },
      },
      (request) => banks.list(principalOf(request), side),
    );

    app.post(
      prefix,
      {
        config: { access: roles },
        schema: {
          tags,
          summary: `Add a bank account to the ${who} list`,
          body: bankBody,
          response: { 201: bankSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await banks.create(principalOf(request), side, request.body)),
    );

    app.patch(
      `${prefix}/:id`,
      {
        config: { access: roles },
        schema: {
          tags,
          summary: `Replace one of the ${who} bank accounts (send every field)`,
          params,
          body: bankBody,
          response: { 200: bankSchema },
        },
      },
      (request) => banks.update(principalOf(request), side, request.params.id, request.body),
    );

    app.delete(
      `${prefix}/:id`,
      {
        config: { access: roles },
        schema: {
          tags,
          summary: `Delete one of the ${who} bank accounts`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await banks.remove(principalOf(request), side, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
