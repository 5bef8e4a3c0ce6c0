import {
  idParam,
  ROLES,
  storeProfileBody,
  storeSchema,
  telegramCheckBody,
  telegramCheckReply,
  telegramSettingsBody,
  webStoreBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.ts';
import { principalOf } from '../../plugins/access.ts';
import type { StoresService } from './stores.service.ts';

const owner = { access: [ROLES.CLIENT] } as const;
const idParams = z.object({ id: idParam });

export const storesRoutes: FastifyPluginAsyncZod<{ stores: StoresService }> = async (app, { stores }) => {
  app.get(
    '/store/mystore',
    {
      config: owner,
      schema: { tags: ['store'], summary: "The signed-in owner's store", response: { 200: storeSchema } },
    },
    (req) => stores.mine(principalOf(req)),
  );
  app.patch(
    '/store/:id',
    {
      config: owner,
      schema: {
        tags: ['store'],
        summary: 'Update the store profile',
        params: idParams,
        body: storeProfileBody,
        response: { 200: storeSchema },
      },
    },
    (req) => stores.updateProfile(principalOf(req), req.params.id, req.body),
  );
  app.post(
    '/store/set_image/:id',
    {
      config: owner,
      schema: {
        tags: ['store'],
        summary: 'Set the store image (multipart field image; JPEG, PNG or WEBP up to 5 MB)',
        params: idParams,
        response: { 200: storeSchema },
      },
    },
    async (req) => {
      const principal = principalOf(req);
      const form = await readForm(req, 'image');
      return stores.setImage(principal, req.params.id, form.files.find((f) => f.field === 'image')?.bytes);
    },
  );
  app.post(
    '/store/:id/telegram/check',
    {
      config: owner,
      schema: {
        tags: ['store'],
        summary: 'Ask Telegram about a bot token (the given one or the saved one)',
        params: idParams,
        body: telegramCheckBody,
        response: { 200: telegramCheckReply },
      },
    },
    (req) => stores.checkTelegram(principalOf(req), req.params.id, req.body.token),
  );
  app.patch(
    '/store/:id/telegram',
    {
      config: owner,
      schema: {
        tags: ['store'],
        summary: "Save the chat-bot store's bot and register its webhook",
        params: idParams,
        body: telegramSettingsBody,
        response: { 200: storeSchema },
      },
    },
    (req) => stores.saveTelegram(principalOf(req), req.params.id, req.body),
  );
  app.patch(
    '/store/:id/web',
    {
      config: owner,
      schema: {
        tags: ['store'],
        summary: "Set the web storefront's address and template",
        params: idParams,
        body: webStoreBody,
        response: { 200: storeSchema },
      },
    },
    (req) => stores.saveWebStore(principalOf(req), req.params.id, req.body),
  );
};
