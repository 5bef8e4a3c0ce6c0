import {
  messageReply,
  ROLES,
  ticketAccountBody,
  ticketAccountList,
  ticketAccountReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody } from '../../lib/multipart.ts';
import { endpoint, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import { createTicketAccountsService } from './accounts.service.ts';
import { eventTexts } from './events.texts.ts';
import type { TicketsDeps } from './tickets.routes.ts';

const master = [ROLES.TICKETMASTER] as const;
const reader = [ROLES.TICKETMASTER, ROLES.ADMIN] as const;
const tag = 'ticket-accounts';

/** The payment accounts buyers transfer to (SPEC.md §7 "Tickets and events"). */
export const ticketAccountsRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const accounts = createTicketAccountsService(deps.db);

  app.get(
    '/ticket/ticket-accounts',
    endpoint(reader, tag, "The manager's payment accounts (the admin: every manager's)", {
      reply: ticketAccountList,
    }),
    (req) => accounts.list(principalOf(req)),
  );
  app.post(
    '/ticket/ticket-accounts',
    {
      ...endpoint(master, tag, 'Add a payment account (multipart fields or JSON)', {
        body: ticketAccountBody,
        reply: ticketAccountReply,
      }),
      preValidation: formBody(),
    },
    async (req) => ({
      message: eventTexts.accountCreated,
      data: await accounts.create(principalOf(req), req.body),
    }),
  );
  app.put(
    '/ticket/ticket-accounts/:id',
    {
      ...endpoint(master, tag, 'Replace a payment account (send every field)', {
        params: idParams,
        body: ticketAccountBody,
        reply: ticketAccountReply,
      }),
      preValidation: formBody(),
    },
    async (req) => ({
      message: eventTexts.accountUpdated,
      data: await accounts.update(principalOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    '/ticket/ticket-accounts/:id',
    endpoint(master, tag, 'Delete a payment account', { params: idParams, reply: messageReply }),
    async (req) => {
      await accounts.remove(principalOf(req), req.params.id);
      return { message: eventTexts.accountDeleted };
    },
  );
};
