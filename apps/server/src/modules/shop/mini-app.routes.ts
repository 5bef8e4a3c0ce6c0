import { miniAppSessionBody, miniAppSessionReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '#server/lib/route.ts';
import { miniAppSession } from './mini-app.ts';
import type { ShopDeps } from './shop.deps.ts';

/** The storefront opened inside Telegram (the store bot's Mini App): who the shopper is. */
export const miniAppRoutes: FastifyPluginAsyncZod<{ deps: ShopDeps }> = async (app, { deps }) => {
  const api = routesOf(app, 'shop');
  api.post('/shop/telegram-session', {
    access: 'public',
    summary: "A Telegram Mini App's initData, checked: the store's Telegram shopper",
    body: miniAppSessionBody,
    reply: miniAppSessionReply,
    handler: (req) => miniAppSession(deps, req.body, req.ip),
  });
};
