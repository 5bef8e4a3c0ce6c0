import { ticketManagerBody, ticketManagerReply, ticketManagerSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, routesOf, sayingWith } from '#server/lib/route.ts';
import { eventTexts } from '#server/modules/tickets/events/events.texts.ts';
import type { TicketsService } from '#server/modules/tickets/tickets.service.ts';
import { callers, principalOf } from '#server/plugins/access.ts';

const tag = 'ticket-manager';

/** The ticket master's own record: `dollar_percent`, the share of a price paid in USD (SPEC.md §5). */
export const ticketManagerRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  const api = routesOf(app, tag);
  const { managers } = tickets;

  api.get('/ticket/ticket-manager', {
    access: callers.master,
    summary: "The caller's own ticket manager record (the panel learns its id)",
    reply: ticketManagerSchema,
    handler: (req) => managers.own(principalOf(req)),
  });
  api.get('/ticket/ticket-manager/:id', {
    access: callers.masterOrAdmin,
    summary: 'A ticket manager record (the ticket master: its own; the admin: any)',
    params: idParams,
    reply: ticketManagerSchema,
    handler: (req) => managers.get(principalOf(req), req.params.id),
  });
  api.put('/ticket/ticket-manager/:id', {
    access: callers.master,
    summary:
      'Set dollar_percent (0–100, rounded to an integer) and whether a split price may be paid whole in one currency',
    params: idParams,
    body: ticketManagerBody,
    reply: ticketManagerReply,
    handler: (req) =>
      managers.update(principalOf(req), req.params.id, req.body).then(sayingWith(eventTexts.percentUpdated)),
  });
};
