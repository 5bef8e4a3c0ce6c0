import { ROLES, ticketManagerBody, ticketManagerReply, ticketManagerSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import { eventTexts } from './events.texts.ts';
import type { TicketsDeps } from './tickets.routes.ts';
import { createTicketManagerService } from './tickets.service.ts';

const master = [ROLES.TICKETMASTER] as const;
const reader = [ROLES.TICKETMASTER, ROLES.ADMIN] as const;
const tag = 'ticket-manager';

/** The ticket master's own record: `dollar_percent`, the share of a price paid in USD (SPEC.md §5). */
export const ticketManagerRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const managers = createTicketManagerService(deps.db);

  app.get(
    '/ticket/ticket-manager',
    endpoint(master, tag, "The caller's own ticket manager record (the panel learns its id)", {
      reply: ticketManagerSchema,
    }),
    (req) => managers.own(principalOf(req)),
  );
  app.get(
    '/ticket/ticket-manager/:id',
    endpoint(reader, tag, 'A ticket manager record (the ticket master: its own; the admin: any)', {
      params: idParams,
      reply: ticketManagerSchema,
    }),
    (req) => managers.get(principalOf(req), req.params.id),
  );
  app.put(
    '/ticket/ticket-manager/:id',
    endpoint(master, tag, 'Set dollar_percent (0–100, rounded to an integer) of the own record', {
      params: idParams,
      body: ticketManagerBody,
      reply: ticketManagerReply,
    }),
    async (req) => ({
      message: eventTexts.percentUpdated,
      data: await managers.update(principalOf(req), req.params.id, req.body.dollar_percent),
    }),
  );
};
