import type { FastifyPluginAsync } from 'fastify';
import type { ShopDeps } from './shop.routes.ts';

// Placeholder while issue 15 is built: replaced by its owner before the issue closes.
/** The storefront's server-rendered pages under /tienda/:web_store (registered before the panel's catch-all). */
export const shopPages: FastifyPluginAsync<{ deps: ShopDeps }> = async (_app, _opts) => {};
