import {
  shopBotUpdate,
  telegramStoreParams,
  telegramWebhookBody,
  telegramWebhookReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readTelegramUpdate, routesOf, telegramSecretCheck } from '#server/lib/route.ts';
import type { TelegramWebhookService } from './telegram-webhook.service.ts';

/** Telegram's calls to a store's bot: public, but each must carry the store's webhook secret. */
export const telegramRoutes: FastifyPluginAsyncZod<{ webhook: TelegramWebhookService }> = async (
  app,
  { webhook },
) => {
  const api = routesOf(app, 'telegram');
  api.post('/telegram/:storeId', {
    access: 'public',
    summary: "A store bot's update from Telegram (header X-Telegram-Bot-Api-Secret-Token)",
    params: telegramStoreParams,
    body: telegramWebhookBody,
    reply: telegramWebhookReply,
    preValidation: telegramSecretCheck('storeId', webhook.authenticate),
    handler: async (req) => {
      const update = readTelegramUpdate(shopBotUpdate, req);
      return update ? webhook.handle(req.params.storeId, update) : { ok: true };
    },
  });
};
