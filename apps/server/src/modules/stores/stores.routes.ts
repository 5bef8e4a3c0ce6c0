import {
  storeProfileBody,
  storeSchema,
  telegramCheckBody,
  telegramCheckReply,
  telegramSettingsBody,
  webStoreBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readImage } from '#server/lib/multipart.ts';
import { idAndBody, idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { StoresService } from './stores.service.ts';
import type { StoreTelegramService } from './telegram.service.ts';

export const storesRoutes: FastifyPluginAsyncZod<{
  stores: StoresService;
  telegram: StoreTelegramService;
}> = async (app, { stores, telegram }) => {
  const api = routesOf(app, 'store');
  api.get('/store/mystore', {
    access: callers.owner,
    summary: "The signed-in owner's store",
    reply: storeSchema,
    handler: (req) => stores.mine(principalOf(req)),
  });
  api.patch('/store/:id', {
    access: callers.owner,
    summary: 'Update the store profile',
    params: idParams,
    body: storeProfileBody,
    reply: storeSchema,
    handler: idAndBody(stores.updateProfile),
  });
  api.post('/store/set_image/:id', {
    access: callers.owner,
    summary: 'Set the store image (multipart field image; JPEG, PNG or WEBP up to 5 MB)',
    upload: { file: 'image' },
    params: idParams,
    reply: storeSchema,
    handler: async (req) => stores.setImage(principalOf(req), req.params.id, await readImage(req)),
  });
  api.post('/store/:id/telegram/check', {
    access: callers.owner,
    summary: 'Ask Telegram about a bot token (the given one or the saved one)',
    params: idParams,
    body: telegramCheckBody,
    reply: telegramCheckReply,
    handler: (req) => telegram.check(principalOf(req), req.params.id, req.body.token),
  });
  api.patch('/store/:id/telegram', {
    access: callers.owner,
    summary: "Save the chat-bot store's bot and register its webhook",
    params: idParams,
    body: telegramSettingsBody,
    reply: storeSchema,
    handler: idAndBody(telegram.save),
  });
  api.patch('/store/:id/web', {
    access: callers.owner,
    summary: "Set the web storefront's address and template",
    params: idParams,
    body: webStoreBody,
    reply: storeSchema,
    handler: idAndBody(telegram.saveWebStore),
  });
};
