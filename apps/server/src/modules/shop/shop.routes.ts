import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { miniAppRoutes } from './mini-app.routes.ts';
import type { ShopDeps } from './shop.deps.ts';
import { shopApiRoutes } from './shop-api.routes.ts';

/** The storefront's JSON API and the Mini App's session, under /api. */
export const shopRoutes: FastifyPluginAsyncZod<{ deps: ShopDeps }> = async (app, { deps }) => {
  await app.register(shopApiRoutes, { deps });
  await app.register(miniAppRoutes, { deps });
};
