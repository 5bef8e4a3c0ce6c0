import {
  eventBody,
  eventListReply,
  eventReply,
  eventSchema,
  eventStatusBody,
  eventTelegramBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody, pictureOf } from '#server/lib/multipart.ts';
import { deleteRoute, idParams, routesOf, sayingWith } from '#server/lib/route.ts';
import { ticketAccountsRoutes } from '#server/modules/tickets/accounts/accounts.routes.ts';
import { ticketManagerRoutes } from '#server/modules/tickets/manager.routes.ts';
import type { TicketsService } from '#server/modules/tickets/tickets.service.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import { eventTexts } from './events.texts.ts';

const tag = 'ticket-events';
const formNote = ' (JSON, or multipart with an optional picture in `image` and `ticket_types` as JSON text)';

/** Events ("ticket bots"), their ticket types and their Telegram bots (SPEC.md §7). */
export const eventsRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (app, { tickets }) => {
  const api = routesOf(app, tag);
  const { events, telegram } = tickets;

  api.get('/ticket/ticket-bots', {
    access: callers.masterOrAdmin,
    summary: "The manager's events, newest first, with their ticket types",
    reply: eventListReply,
    handler: (req) => events.list(principalOf(req)),
  });
  api.get('/ticket/ticket-bots/:id', {
    access: callers.masterOrAdmin,
    summary: 'One event with its ticket types',
    params: idParams,
    reply: eventSchema,
    handler: (req) => events.get(principalOf(req), req.params.id),
  });
  api.post('/ticket/ticket-bots', {
    access: callers.master,
    summary: `Create an event with its ticket types${formNote}`,
    body: eventBody,
    reply: eventReply,
    upload: { file: 'image', json: true },
    preValidation: formBody(),
    handler: (req) =>
      events.create(principalOf(req), req.body, pictureOf(req)).then(sayingWith(eventTexts.created)),
  });
  api.post('/ticket/ticket-update/:id', {
    access: callers.master,
    summary: `Update an event; its ticket types are replaced by the list sent (a type with sales cannot go)${formNote}`,
    params: idParams,
    body: eventBody,
    reply: eventReply,
    upload: { file: 'image', json: true },
    preValidation: formBody(),
    handler: (req) =>
      events
        .update(principalOf(req), req.params.id, req.body, pictureOf(req))
        .then(sayingWith(eventTexts.updated)),
  });
  deleteRoute(
    app,
    callers.master,
    tag,
    'Delete an event without sales (one with sales is deactivated instead)',
    '/ticket/ticket-bots/:id',
    events.remove,
    eventTexts.deleted,
  );
  api.patch('/ticket/ticket-bots/:id/status', {
    access: callers.master,
    summary: 'Activate (1) or deactivate (0) an event',
    params: idParams,
    body: eventStatusBody,
    reply: eventReply,
    handler: (req) =>
      events
        .setStatus(principalOf(req), req.params.id, req.body.status)
        .then(sayingWith(req.body.status ? eventTexts.activated : eventTexts.deactivated)),
  });
  api.put('/ticket/ticket-bots/:id/telegram', {
    access: callers.master,
    summary: "Connect the event's Telegram bot (token checked, webhook set)",
    params: idParams,
    body: eventTelegramBody,
    reply: eventReply,
    handler: (req) =>
      telegram.save(principalOf(req), req.params.id, req.body).then(sayingWith(eventTexts.botConnected)),
  });
  api.delete('/ticket/ticket-bots/:id/telegram', {
    access: callers.master,
    summary: "Disconnect the event's Telegram bot",
    params: idParams,
    reply: eventReply,
    handler: (req) =>
      telegram.disconnect(principalOf(req), req.params.id).then(sayingWith(eventTexts.botDisconnected)),
  });
};

/** The ticket master's part: events, ticket types and bots, payment accounts, manager record. */
export const ticketMasterRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  await app.register(eventsRoutes, { tickets });
  await app.register(ticketAccountsRoutes, { tickets });
  await app.register(ticketManagerRoutes, { tickets });
};
