import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopDeps } from './shop.routes.ts';

// Placeholder while issue 15 is built: replaced by its owner before the issue closes.
export const miniAppRoutes: FastifyPluginAsyncZod<{ deps: ShopDeps }> = async (_app, _opts) => {};
