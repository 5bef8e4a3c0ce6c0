import {
  eventBody,
  eventListReply,
  eventReply,
  eventSchema,
  eventStatusBody,
  eventTelegramBody,
  messageReply,
  ROLES,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBody, pictureOf } from '../../lib/multipart.ts';
import { endpoint, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import { ticketAccountsRoutes } from './accounts.routes.ts';
import { createEventTelegramService } from './event-telegram.service.ts';
import { createEventsService } from './events.service.ts';
import { eventTexts } from './events.texts.ts';
import { ticketManagerRoutes } from './manager.routes.ts';
import type { TicketsDeps } from './tickets.routes.ts';

const master = [ROLES.TICKETMASTER] as const;
/** The admin reads every manager's events. */
const reader = [ROLES.TICKETMASTER, ROLES.ADMIN] as const;
const tag = 'ticket-events';
const formNote = ' (JSON, or multipart with an optional picture in `image` and `ticket_types` as JSON text)';

/** Events ("ticket bots"), their ticket types and their Telegram bots (SPEC.md §7). */
export const eventsRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const events = createEventsService(deps);
  const telegram = createEventTelegramService(deps);

  app.get(
    '/ticket/ticket-bots',
    endpoint(reader, tag, "The manager's events, newest first, with their ticket types", {
      reply: eventListReply,
    }),
    (req) => events.list(principalOf(req)),
  );
  app.get(
    '/ticket/ticket-bots/:id',
    endpoint(reader, tag, 'One event with its ticket types', { params: idParams, reply: eventSchema }),
    (req) => events.get(principalOf(req), req.params.id),
  );
  app.post(
    '/ticket/ticket-bots',
    {
      ...endpoint(master, tag, `Create an event with its ticket types${formNote}`, {
        body: eventBody,
        reply: eventReply,
      }),
      preValidation: formBody(),
    },
    async (req) => ({
      message: eventTexts.created,
      data: await events.create(principalOf(req), req.body, pictureOf(req)),
    }),
  );
  app.post(
    '/ticket/ticket-update/:id',
    {
      ...endpoint(
        master,
        tag,
        `Update an event; its ticket types are replaced by the list sent (a type with sales cannot go)${formNote}`,
        { params: idParams, body: eventBody, reply: eventReply },
      ),
      preValidation: formBody(),
    },
    async (req) => ({
      message: eventTexts.updated,
      data: await events.update(principalOf(req), req.params.id, req.body, pictureOf(req)),
    }),
  );
  app.delete(
    '/ticket/ticket-bots/:id',
    endpoint(master, tag, 'Delete an event without sales (one with sales is deactivated instead)', {
      params: idParams,
      reply: messageReply,
    }),
    async (req) => {
      await events.remove(principalOf(req), req.params.id);
      return { message: eventTexts.deleted };
    },
  );
  app.patch(
    '/ticket/ticket-bots/:id/status',
    endpoint(master, tag, 'Activate (1) or deactivate (0) an event', {
      params: idParams,
      body: eventStatusBody,
      reply: eventReply,
    }),
    async (req) => ({
      message: req.body.status ? eventTexts.activated : eventTexts.deactivated,
      data: await events.setStatus(principalOf(req), req.params.id, req.body.status),
    }),
  );
  app.put(
    '/ticket/ticket-bots/:id/telegram',
    endpoint(master, tag, "Connect the event's Telegram bot (token checked, webhook set)", {
      params: idParams,
      body: eventTelegramBody,
      reply: eventReply,
    }),
    async (req) => ({
      message: eventTexts.botConnected,
      data: await telegram.save(principalOf(req), req.params.id, req.body),
    }),
  );
  app.delete(
    '/ticket/ticket-bots/:id/telegram',
    endpoint(master, tag, "Disconnect the event's Telegram bot", { params: idParams, reply: eventReply }),
    async (req) => ({
      message: eventTexts.botDisconnected,
      data: await telegram.disconnect(principalOf(req), req.params.id),
    }),
  );
};

/** The ticket master's part: events, ticket types and bots, payment accounts, manager record. */
export const ticketMasterRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  await app.register(eventsRoutes, { deps });
  await app.register(ticketAccountsRoutes, { deps });
  await app.register(ticketManagerRoutes, { deps });
};
