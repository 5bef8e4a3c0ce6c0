import { ticketAccountBody, ticketAccountList, ticketAccountReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody } from '#server/lib/multipart.ts';
import { deleteRoute, idParams, routesOf, sayingWith } from '#server/lib/route.ts';
import { eventTexts } from '#server/modules/tickets/events/events.texts.ts';
import type { TicketsService } from '#server/modules/tickets/tickets.service.ts';
import { callers, principalOf } from '#server/plugins/access.ts';

const tag = 'ticket-accounts';

/** The payment accounts buyers transfer to (SPEC.md §7 "Tickets and events"). */
export const ticketAccountsRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  const api = routesOf(app, tag);
  const { accounts } = tickets;

  api.get('/ticket/ticket-accounts', {
    access: callers.masterOrAdmin,
    summary: "The manager's payment accounts (the admin: every manager's)",
    reply: ticketAccountList,
    handler: (req) => accounts.list(principalOf(req)),
  });
  api.post('/ticket/ticket-accounts', {
    access: callers.master,
    summary: 'Add a payment account (multipart fields or JSON)',
    body: ticketAccountBody,
    reply: ticketAccountReply,
    preValidation: formBody(),
    handler: (req) => accounts.create(principalOf(req), req.body).then(sayingWith(eventTexts.accountCreated)),
  });
  api.put('/ticket/ticket-accounts/:id', {
    access: callers.master,
    summary: 'Replace a payment account (send every field)',
    params: idParams,
    body: ticketAccountBody,
    reply: ticketAccountReply,
    preValidation: formBody(),
    handler: (req) =>
      accounts.update(principalOf(req), req.params.id, req.body).then(sayingWith(eventTexts.accountUpdated)),
  });
  deleteRoute(
    app,
    callers.master,
    tag,
    'Delete a payment account',
    '/ticket/ticket-accounts/:id',
    accounts.remove,
    eventTexts.accountDeleted,
  );
};
