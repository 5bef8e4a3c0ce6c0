import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { miniAppRoutes } from './mini-app.routes.ts';
import type { ShopService } from './shop.service.ts';
import { shopApiRoutes } from './shop-api.routes.ts';

/** The storefront's JSON API and the Mini App's session, under /api. */
export const shopRoutes: FastifyPluginAsyncZod<{ shop: ShopService }> = async (app, { shop }) => {
  await app.register(shopApiRoutes, { shop });
  await app.register(miniAppRoutes, { shop });
};
