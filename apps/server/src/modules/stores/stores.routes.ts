import {
  ROLES,
  storeProfileBody,
  storeSchema,
  telegramCheckBody,
  telegramCheckReply,
  telegramSettingsBody,
  webStoreBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readImage } from '../../lib/multipart.ts';
import { endpoint, idAndBody, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { StoresService } from './stores.service.ts';
import type { StoreTelegramService } from './telegram.service.ts';

const owner = [ROLES.CLIENT] as const;

export const storesRoutes: FastifyPluginAsyncZod<{
  stores: StoresService;
  telegram: StoreTelegramService;
}> = async (app, { stores, telegram }) => {
  app.get(
    '/store/mystore',
    endpoint(owner, 'store', "The signed-in owner's store", { reply: storeSchema }),
    (req) => stores.mine(principalOf(req)),
  );
  app.patch(
    '/store/:id',
    endpoint(owner, 'store', 'Update the store profile', {
      params: idParams,
      body: storeProfileBody,
      reply: storeSchema,
    }),
    idAndBody(stores.updateProfile),
  );
  app.post(
    '/store/set_image/:id',
    endpoint(owner, 'store', 'Set the store image (multipart field image; JPEG, PNG or WEBP up to 5 MB)', {
      params: idParams,
      reply: storeSchema,
    }),
    async (req) => stores.setImage(principalOf(req), req.params.id, await readImage(req)),
  );
  app.post(
    '/store/:id/telegram/check',
    endpoint(owner, 'store', 'Ask Telegram about a bot token (the given one or the saved one)', {
      params: idParams,
      body: telegramCheckBody,
      reply: telegramCheckReply,
    }),
    (req) => telegram.check(principalOf(req), req.params.id, req.body.token),
  );
  app.patch(
    '/store/:id/telegram',
    endpoint(owner, 'store', "Save the chat-bot store's bot and register its webhook", {
      params: idParams,
      body: telegramSettingsBody,
      reply: storeSchema,
    }),
    idAndBody(telegram.save),
  );
  app.patch(
    '/store/:id/web',
    endpoint(owner, 'store', "Set the web storefront's address and template", {
      params: idParams,
      body: webStoreBody,
      reply: storeSchema,
    }),
    idAndBody(telegram.saveWebStore),
  );
};
