import { telegramWebhookReply, ticketBotParams, ticketBotUpdate } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/route.ts';
import { createTicketBotService } from './ticket-bot.service.ts';
import type { TicketsDeps } from './tickets.routes.ts';

/** Telegram's calls to an event's bot: public, but each must carry the event bot's webhook secret. */
export const ticketBotRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const bot = createTicketBotService(deps);
  app.post(
    '/telegram/events/:eventId',
    {
      ...endpoint(
        'public',
        'tickets',
        "An event bot's update from Telegram (header X-Telegram-Bot-Api-Secret-Token)",
        { params: ticketBotParams, body: ticketBotUpdate, reply: telegramWebhookReply },
      ),
      // Before the body is read: a caller without the secret learns nothing and stores nothing.
      preValidation: async (req) => {
        await bot.authenticate(
          (req.params as { eventId?: unknown }).eventId,
          req.headers['x-telegram-bot-api-secret-token'],
        );
      },
    },
    (req) => bot.handle(req.params.eventId, req.body),
  );
};
