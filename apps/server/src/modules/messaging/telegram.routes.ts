import { shopBotUpdate, telegramStoreParams, telegramWebhookReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/route.ts';
import type { TelegramWebhookService } from './telegram-webhook.service.ts';

/** Telegram's calls to a store's bot: public, but each must carry the store's webhook secret. */
export const telegramRoutes: FastifyPluginAsyncZod<{ webhook: TelegramWebhookService }> = async (
  app,
  { webhook },
) => {
  app.post(
    '/telegram/:storeId',
    {
      ...endpoint(
        'public',
        'telegram',
        "A store bot's update from Telegram (header X-Telegram-Bot-Api-Secret-Token)",
        {
          params: telegramStoreParams,
          body: shopBotUpdate,
          reply: telegramWebhookReply,
        },
      ),
      // Before the body is read: a caller without the secret learns nothing and stores nothing.
      preValidation: async (req) => {
        await webhook.authenticate(
          (req.params as { storeId?: unknown }).storeId,
          req.headers['x-telegram-bot-api-secret-token'],
        );
      },
    },
    (req) => webhook.handle(req.params.storeId, req.body),
  );
};
