import { miniAppSessionBody, miniAppSessionReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '#server/lib/route.ts';
import type { ShopService } from './shop.service.ts';

/** The storefront opened inside Telegram (the store bot's Mini App): who the shopper is. */
export const miniAppRoutes: FastifyPluginAsyncZod<{ shop: ShopService }> = async (app, { shop }) => {
  const api = routesOf(app, 'shop');
  api.post('/shop/telegram-session', {
    access: 'public',
    limited: true,
    summary: "A Telegram Mini App's initData, checked: the store's Telegram shopper",
    body: miniAppSessionBody,
    reply: miniAppSessionReply,
    handler: (req) => shop.miniApp.session(req.body, req.ip),
  });
};
