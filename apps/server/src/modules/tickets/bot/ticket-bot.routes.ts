import {
  telegramWebhookBody,
  telegramWebhookReply,
  ticketBotParams,
  ticketBotUpdate,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readTelegramUpdate, routesOf, telegramSecretCheck } from '#server/lib/route.ts';
import type { TicketsService } from '#server/modules/tickets/tickets.service.ts';

/** Telegram's calls to an event's bot: public, but each must carry the event bot's webhook secret. */
export const ticketBotRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  const api = routesOf(app, 'tickets');
  const { bot } = tickets;
  api.post('/telegram/events/:eventId', {
    access: 'public',
    summary: "An event bot's update from Telegram (header X-Telegram-Bot-Api-Secret-Token)",
    params: ticketBotParams,
    body: telegramWebhookBody,
    reply: telegramWebhookReply,
    preValidation: telegramSecretCheck('eventId', bot.authenticate),
    handler: async (req) => {
      const update = readTelegramUpdate(ticketBotUpdate, req);
      return update ? bot.handle(req.params.eventId, update) : { ok: true };
    },
  });
};
